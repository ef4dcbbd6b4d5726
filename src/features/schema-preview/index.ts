import { lazy } from 'react';

/** The schema preview page for administrators, loaded lazily (route: /admin/schema-preview). */
const SchemaPreviewPage = lazy(() => import('./routes/SchemaPreviewPage'));
export default SchemaPreviewPage;
