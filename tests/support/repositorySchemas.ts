import { createSchemaService, type SchemaService } from '../../server/schemas/service';
import { createSchemaStore } from '../../server/schemas/schemaStore';

let built: SchemaService | undefined;

/**
 * The repository's schemas/ as a server's schema service reads them, built once per test file
 * (or script): what a unit test or a bench hands the code a server hands deps.schemas.
 */
export const repositorySchemas = (): SchemaService => (built ??= createSchemaService(createSchemaStore()));
