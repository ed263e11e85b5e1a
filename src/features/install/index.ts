// What other features may use of the install feature: the install offer and its state.
export { InstallOffer } from './install-offer';
export { useInstallOffer } from './install-state';
