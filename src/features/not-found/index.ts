// The not-found screen, for features whose routes can name something that does not exist.
export { NotFoundPage } from './not-found-page';
