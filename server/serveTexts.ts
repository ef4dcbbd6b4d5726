import type { Catalogue } from '../engine/i18n/catalogues';
import { readCataloguesFrom } from '../engine/i18n/translate';
import { readStaffCataloguesFrom } from '../engine/i18n/translateStaff';
import { readTemplatesFrom } from './outbox/templates';
import type { SchemaService } from './schemas/service';

/**
 * Points every text the server says at this schema service (SCHEMAS_DIR, decision 0069): the
 * citizen's and the staff's catalogues and the notification templates, read at each use so an
 * edit is answered at once. Called by startServer; the last server started in a process wins.
 */
export function serveTextsFrom(schemas: SchemaService): void {
  readCataloguesFrom((locale) => schemas.fileJson(`messages/${locale}.json`) as Catalogue | undefined);
  readStaffCataloguesFrom((locale) => schemas.fileJson(`messages/staff/${locale}.json`) as Catalogue | undefined);
  readTemplatesFrom(() => schemas.fileJson('notifications/templates.json'));
}
