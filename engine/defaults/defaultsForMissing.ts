export { applyDefaults as defaultsForMissing } from './applyDefaults';
