/**
 * The swr key the form configuration is cached under: useSchemaRegistry loads it, and the router's
 * pattern routes read it (without loading it, so the entry stays free of the engine's registry).
 */
export const SCHEMA_REGISTRY_KEY = 'schemas:registry';
