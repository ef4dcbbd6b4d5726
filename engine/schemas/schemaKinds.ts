/**
 * Which kind of configuration a file under schemas/ is, from its folder. Each kind has its
 * meta-schema in schemas/meta/<kind>.schema.json. app/ (the shell's own configuration; its menus
 * and app information have meta-schemas of their own) and messages/ are checked as plain JSON and
 * as catalogues respectively.
 */
export const SCHEMA_KINDS = ['form', 'dictionary', 'title', 'page', 'routing', 'subformRoutes', 'attachments', 'catalogue', 'vocabulary', 'appointments', 'notifications', 'workflow', 'checks', 'menus', 'appInfo', 'questions', 'contact', 'meta', 'messages', 'app'] as const;
export type SchemaKind = (typeof SCHEMA_KINDS)[number];

const FOLDER_KINDS: Record<string, SchemaKind> = {
  forms: 'form',
  dictionaries: 'dictionary',
  titles: 'title',
  pages: 'page',
  routing: 'routing',
  attachments: 'attachments',
  businesses: 'catalogue',
  vocabulary: 'vocabulary',
  appointments: 'appointments',
  notifications: 'notifications',
  workflow: 'workflow',
  checks: 'checks',
  meta: 'meta',
  messages: 'messages',
  app: 'app',
};

/** Files that are a kind of their own inside another kind's folder. */
const FILE_KINDS: Record<string, SchemaKind> = {
  'routing/subform-routes.json': 'subformRoutes',
  'app/menus.json': 'menus',
  'app/app.json': 'appInfo',
  'app/questions.json': 'questions',
  'app/contact.json': 'contact',
};

/** `forms/dyqxx.json` → 'form'; undefined for a file outside the known folders. */
export function kindOfPath(relativePath: string): SchemaKind | undefined {
  const byFile = FILE_KINDS[relativePath];
  if (byFile) return byFile;
  const folder = relativePath.split('/')[0] ?? '';
  return FOLDER_KINDS[folder];
}

/** Kinds with a meta-schema of their own. */
export const META_SCHEMA_FILES: Partial<Record<SchemaKind, string>> = {
  form: 'meta/form.schema.json',
  dictionary: 'meta/dictionary.schema.json',
  title: 'meta/title.schema.json',
  page: 'meta/page.schema.json',
  routing: 'meta/routing.schema.json',
  subformRoutes: 'meta/subform-routes.schema.json',
  attachments: 'meta/attachments.schema.json',
  catalogue: 'meta/catalogue.schema.json',
  vocabulary: 'meta/vocabulary.schema.json',
  appointments: 'meta/appointments.schema.json',
  notifications: 'meta/notifications.schema.json',
  menus: 'meta/menus.schema.json',
  appInfo: 'meta/app.schema.json',
  questions: 'meta/questions.schema.json',
  contact: 'meta/contact.schema.json',
  workflow: 'meta/workflow.schema.json',
  checks: 'meta/checks.schema.json',
};
