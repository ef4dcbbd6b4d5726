import { applicationDocuments, documentPdf, documentView, type DocumentFileKind } from '../../applications/applicationDocuments';
import { createFilingRepository } from '../../applications/repository';
import type { Db } from '../../db/database';
import { refuse } from '../../domain/refusal';
import type { Registry } from '../../registry/registry';

/**
 * The citizen's side of a case's documents (docs/decisions/0075): the 受理通知书, the certificate or
 * proof and its electronic licence of their own application. Another citizen's application is not
 * there for them (404, as an unknown id), so ids cannot be probed.
 */
export function createDocumentService(deps: { db: Db; registry: Registry }) {
  const applications = createFilingRepository(deps.db);
  const documents = applicationDocuments(deps.db);

  async function owned(id: string, openid: string) {
    if (!(await applications.findOwned(id, openid))) refuse('notFound', 'filing.notFound');
    return documents.of(id);
  }

  return {
    list: async (id: string, openid: string) => (await owned(id, openid)).map(documentView),
    async pdf(id: string, openid: string, kind: DocumentFileKind) {
      const found = await documentPdf(await owned(id, openid), kind, (content) => deps.registry.drawNotice(content));
      if (!found) refuse('notFound', 'documents.none');
      return found;
    },
  };
}
