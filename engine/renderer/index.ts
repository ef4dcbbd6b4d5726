/**
 * The renderer's public face for the app (src/): forms and read-only views drawn from the
 * configuration. Browser code; validation is precompiled (no ajv compiler in the bundle).
 */
export { EngineForm, type EngineFormHandle, type EngineFormProps, type EngineFormSaved } from './EngineForm';
export { ReadonlyView, type ReadonlyViewProps } from './ReadonlyView';
export { VariantForm, type VariantFormProps } from './VariantForm';
export { preloadOnDemandParts } from './onDemand';
