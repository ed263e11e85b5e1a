// Everything the rest of the app may ask of Firebase, gathered into one lazily loaded chunk.
export { fetchLatestPosts, fetchPost } from './posts';
export { remoteConfig } from './firebase';
