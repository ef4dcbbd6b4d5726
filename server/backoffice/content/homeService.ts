import type { HomeContent, HomeContentAnswer, HomePart, HomePublished } from '../../../engine/contract/staff/content';
import type { ConfigProblem } from '../../../engine/contract/staff/configuration';
import { refuseStaff } from '../../domain/refusal';
import { candidateOf, type Publisher } from '../../schemas/publisher';
import type { SchemaVersions } from '../../schemas/schemaVersions';
import { audit, type AuditActor } from '../shared/audit';

/** Each part the editor publishes: the configuration file it lives in and the field of it that holds it (the contact page is its file whole). */
const PARTS: Record<HomePart, { file: string; field?: string }> = {
  menus: { file: 'app/menus.json', field: 'menus' },
  banners: { file: 'app/app.json', field: 'banners' },
  questions: { file: 'app/questions.json', field: 'questions' },
  contact: { file: 'app/contact.json' },
};
export const HOME_PARTS = Object.keys(PARTS) as HomePart[];

type Files = Record<string, unknown>;
const fileOf = (files: Files, path: string) => (files[path] ?? {}) as Record<string, unknown>;

function partOf<P extends HomePart>(files: Files, part: P): HomeContent[P] {
  const { file, field } = PARTS[part];
  const json = fileOf(files, file);
  if (part === 'contact') return { lines: (json.lines as string[] | undefined) ?? [], qrImage: (json.qrImage as string | null | undefined) ?? null } as HomeContent[P];
  return ((json[field!] as HomeContent[P] | undefined) ?? []) as HomeContent[P];
}

/** The files with one part replaced; the rest of its file (its $comment, the app's name) kept. */
function withPart(files: Files, part: HomePart, value: unknown): Files {
  const { file, field } = PARTS[part];
  const json = fileOf(files, file);
  return { ...files, [file]: field ? { ...json, [field]: value } : { ...(typeof json.$comment === 'string' ? { $comment: json.$comment } : {}), ...(value as object) } };
}

/** schemas:check's words for a refused part, as the editor reads them: where and why. */
const problemText = (problems: ConfigProblem[]) =>
  problems
    .slice(0, 5)
    .map((problem) => `${problem.file}${problem.pointer} ${problem.reason}`)
    .join('; ');

/**
 * The home page's content (issue 32, docs/decisions/0095): menus, banners, common questions and the
 * contact page are files of the configuration; the content editor changes one part at a time and
 * it is published as a new configuration version through the one publisher (decision 0084), checked
 * by schemas:check (an error refuses it with the check's words, nothing published), audited in the
 * publishing transaction. A part edited on an older version than the current one is refused (409):
 * publishing it would silently undo what was published in between.
 */
export function createHomeService(deps: { versions: SchemaVersions; publisher: Publisher }) {
  return {
    async get(): Promise<HomeContentAnswer> {
      const current = await deps.versions.current();
      return { number: current.number, menus: partOf(current.files, 'menus'), banners: partOf(current.files, 'banners'), questions: partOf(current.files, 'questions'), contact: partOf(current.files, 'contact') };
    },

    async publish(who: { actor: AuditActor; name: string }, part: HomePart, input: { base: number; value: unknown; note: string }): Promise<HomePublished> {
      const current = await deps.versions.current();
      if (current.number !== input.base) refuseStaff('conflict', 'staff.home.stale', { number: current.number });
      const candidate = candidateOf(withPart(current.files, part, input.value));
      const outcome = await deps.publisher.publish(candidate, { note: input.note, publishedBy: who.name }, async (trx, number) => {
        // Another publish took the number after ours was read: this edit was made on an older version.
        if (number !== input.base + 1) refuseStaff('conflict', 'staff.home.stale', { number: number - 1 });
        await audit.record(trx, who.actor, { action: 'content.home.publish', target: `version ${number}`, before: { [part]: partOf(current.files, part) }, after: { [part]: input.value, note: input.note } });
      });
      if (!outcome.ok) return refuseStaff('invalid', 'staff.home.refused', { problems: problemText(outcome.problems) }, { data: { problems: outcome.problems } });
      return { number: outcome.number };
    },
  };
}
