/**
 * The layer diagram as data (docs/conventions.md "Layout", decision 0070): every source file
 * belongs to one unit, and a unit imports only itself and the units it names in `may`.
 *
 * - `paths`: where the unit's files are, relative to the repository. A path names a folder (every
 *   file below it), a file, or with `direct` only the files directly in the folder. `*` stands for
 *   one folder: each feature is a unit of its own ("server/features/filing"), so features do not
 *   import each other unless `may` names their kind. The most specific path wins: the longer,
 *   then a named folder before `*` (server/backoffice/shared is not a back-office feature).
 * - `may`: the names of the units it may import; `'*'` for composition, which may import anything.
 * - `public`: when set, the only files other units may import (composition excepted).
 * Test files (*.test.ts) may also import tests/ (their support).
 */
const SHARED = ['engine', 'schemas'];
const SERVER_BASE = [...SHARED, 'server/config', 'server/logging', 'server/domain', 'server/types'];
/** What a server feature, citizen or staff, is built on; how they reach each other is composition's. */
const SERVER_PLATFORM = [
  ...SERVER_BASE,
  'server/db',
  'server/http',
  'server/files',
  'server/jobs',
  'server/sessions',
  'server/users',
  'server/sms',
  'server/messaging-app',
  'server/outbox',
  'server/feedback',
  'server/appointments',
  'server/information',
  'server/queries',
  'server/registry',
  'server/schemas',
  'server/validators',
  'server/applications',
  'server/checks',
  'server/deps',
];

export const LAYERS = [
  { name: 'root', paths: [''], direct: true, may: ['*'], why: 'build and test configuration' },
  { name: 'engine', paths: ['engine'], may: ['schemas'], why: 'shared by browser and server' },
  { name: 'schemas', paths: ['schemas'], may: [] },
  { name: 'scripts', paths: ['scripts'], may: ['*'], why: 'tools, checks and benches' },
  { name: 'tests', paths: ['tests'], may: ['*'] },
  { name: 'built', paths: ['dist', 'dist-server'], may: [], why: 'what the build writes, started by scripts/start.mjs' },

  { name: 'server', paths: ['server'], direct: true, may: ['*'], why: 'composition: app.ts, startServer.ts, main.ts and their helpers' },
  { name: 'server/deps', paths: ['server/deps'], may: SERVER_PLATFORM, why: 'what every router is built from' },
  { name: 'server/config', paths: ['server/config'], may: SHARED },
  { name: 'server/logging', paths: ['server/logging'], may: [...SHARED, 'server/config'] },
  { name: 'server/domain', paths: ['server/domain'], may: SHARED },
  { name: 'server/types', paths: ['server/types'], may: SHARED },
  { name: 'server/db', paths: ['server/db'], may: SERVER_BASE },
  {
    name: 'server/db/seed',
    paths: ['server/db/seed'],
    may: [...SERVER_BASE, 'server/db', 'server/files', 'server/users', 'server/registry', 'server/applications', 'server/features/*', 'server/backoffice/*'],
    why: 'the demo data a first start shows: it composes what citizens and staff have (nothing imports it but composition)',
  },
  { name: 'server/http', paths: ['server/http'], may: [...SERVER_BASE, 'server/db', 'server/files'] },
  { name: 'server/files', paths: ['server/files'], may: [...SERVER_BASE, 'server/db'] },
  { name: 'server/jobs', paths: ['server/jobs'], may: [...SERVER_BASE, 'server/db'] },
  { name: 'server/sessions', paths: ['server/sessions'], may: [...SERVER_BASE, 'server/db', 'server/http'] },
  { name: 'server/sms', paths: ['server/sms'], may: [...SERVER_BASE, 'server/db', 'server/http', 'server/users'], why: "texts and their codes; a phone's owner is an account (server/users)" },
  { name: 'server/messaging-app', paths: ['server/messaging-app'], may: [...SERVER_BASE, 'server/db', 'server/http'] },
  {
    name: 'server/schemas',
    paths: ['server/schemas', 'server/features/schemas'],
    may: [...SERVER_BASE, 'server/db', 'server/http'],
    why: 'the configuration service every part reads (decision 0045), and the route that serves it',
  },
  {
    name: 'server/validators',
    paths: ['server/validators'],
    may: SERVER_BASE,
    why: "published forms' validators compiled for the browser; below the configuration service, which may hand it a version to compile",
  },
  { name: 'server/users', paths: ['server/users'], may: [...SERVER_BASE, 'server/db', 'server/schemas'] },
  {
    name: 'server/outbox',
    paths: ['server/outbox'],
    may: [...SERVER_BASE, 'server/db', 'server/jobs', 'server/sms', 'server/messaging-app', 'server/users', 'server/schemas'],
  },
  {
    name: 'server/feedback',
    paths: ['server/feedback'],
    may: [...SERVER_BASE, 'server/db', 'server/outbox'],
    why: "the feedback table's one repository: the citizen's feature sends, the back office's inbox replies (issue 32)",
  },
  {
    name: 'server/appointments',
    paths: ['server/appointments'],
    may: [...SERVER_BASE, 'server/db', 'server/outbox'],
    why: "the appointment tables' counter and schedule side (issue 32, decision 0096): the citizen's feature books, the back office checks in, calls and reschedules",
  },
  {
    name: 'server/information',
    paths: ['server/information'],
    may: [...SERVER_BASE, 'server/db'],
    why: "the articles table's one repository: the citizen's lists read it, the content editor writes it (issue 32)",
  },
  {
    name: 'server/registry',
    paths: ['server/registry'],
    may: [...SERVER_BASE, 'server/db', 'server/files', 'server/jobs', 'server/schemas', 'server/outbox'],
    // Beside the interface (registry.ts, filingRegistry.ts): the register's own steps the back office
    // takes in an outcome's transaction (登簿's write and recheck), its seed and the PDF layout the
    // demo forms share. They are the next to fold into the interface (decision 0070; the trail and
    // progress went into it, decision 0077); the outbox is the register's way to tell the citizen a
    // filing was received.
    public: [
      'server/registry/registry.ts',
      'server/registry/filing/filingRegistry.ts',
      'server/registry/registration/applyRegistration.ts',
      'server/registry/registration/recheckRegister.ts',
      'server/registry/registration/issueDocument.ts',
      'server/registry/seed/seedRegistry.ts',
      'server/registry/pdf/cjkFont.ts',
      'server/registry/pdf/layout.ts',
    ],
    why: 'the emulated register: an outside system behind the interface a real one would implement',
  },
  {
    name: 'server/queries',
    paths: ['server/queries'],
    may: [...SERVER_BASE, 'server/db', 'server/http', 'server/files', 'server/jobs', 'server/outbox', 'server/registry', 'server/users', 'server/schemas'],
  },
  {
    name: 'server/applications',
    paths: ['server/applications'],
    may: [...SERVER_BASE, 'server/db', 'server/http', 'server/files', 'server/schemas'],
    why: "the citizen's applications as stored (filing alone writes them, decision 0067) and the contracts the back office is handed",
  },
  {
    name: 'server/checks',
    paths: ['server/checks'],
    may: [...SERVER_BASE, 'server/db', 'server/registry', 'server/schemas', 'server/applications'],
    why: "the pre-acceptance checks: the register's facts judged for citizen submit and staff alike",
  },
  { name: 'server/features/*', paths: ['server/features/*'], may: SERVER_PLATFORM, why: 'the citizen side' },
  { name: 'server/backoffice/*', paths: ['server/backoffice/*'], may: [...SERVER_PLATFORM, 'server/backoffice/shared'], why: 'the staff side' },
  { name: 'server/backoffice/shared', paths: ['server/backoffice/shared'], may: SERVER_PLATFORM },
  { name: 'server/backoffice', paths: ['server/backoffice'], direct: true, may: [...SERVER_PLATFORM, 'server/backoffice/*', 'server/backoffice/shared'], why: 'the one staff router' },

  { name: 'src', paths: ['src'], direct: true, may: [...SHARED, 'src/app', 'src/app/state', 'src/lib', 'src/components', 'src/features/*', 'src/styles'], why: "the citizen app's entry" },
  { name: 'src/styles', paths: ['src/styles'], may: [] },
  { name: 'src/lib', paths: ['src/lib'], may: SHARED },
  { name: 'src/components', paths: ['src/components'], may: [...SHARED, 'src/lib'] },
  { name: 'src/app/state', paths: ['src/app/state'], may: [...SHARED, 'src/lib'], why: 'who is signed in and the app info, read by features' },
  { name: 'src/features/*', paths: ['src/features/*'], may: [...SHARED, 'src/lib', 'src/components', 'src/app/state'] },
  { name: 'src/app', paths: ['src/app'], may: [...SHARED, 'src/lib', 'src/components', 'src/app/state', 'src/features/*', 'src/styles'] },

  { name: 'src/staff', paths: ['src/staff'], direct: true, may: [...SHARED, 'src/lib', 'src/staff/app', 'src/staff/lib', 'src/staff/features/*'], why: "the staff app's entry" },
  { name: 'src/staff/lib', paths: ['src/staff/lib', 'src/staff/shared'], may: [...SHARED, 'src/lib'], why: "the staff app's own shared code" },
  { name: 'src/staff/features/*', paths: ['src/staff/features/*'], may: [...SHARED, 'src/lib', 'src/staff/lib'] },
  { name: 'src/staff/app', paths: ['src/staff/app'], may: [...SHARED, 'src/lib', 'src/staff/lib', 'src/staff/features/*'] },
];

/** Whether a LAYERS path holds the file with these segments: how specifically (rank) and by which segments, or undefined. */
function matchOf(layerPath, direct, segments) {
  if (layerPath === '') return direct && segments.length === 1 ? { rank: 0, parts: [] } : undefined;
  const parts = layerPath.split('/');
  if (parts.join('/') === segments.join('/')) return { rank: parts.length + 0.5, parts: segments };
  if (segments.length <= parts.length || (direct && segments.length !== parts.length + 1)) return undefined;
  if (!parts.every((part, index) => part === '*' || part === segments[index])) return undefined;
  return { rank: parts.length + (parts.includes('*') ? 0 : 0.25), parts: segments.slice(0, parts.length) };
}

/**
 * The unit a file (relative to the repository, with /) belongs to: its layer and its id (the
 * layer's name with the feature folder filled in), or undefined when the diagram has no place for it.
 */
export function unitOf(relativePath) {
  const segments = relativePath.split('/');
  let best;
  for (const layer of LAYERS) {
    for (const layerPath of layer.paths) {
      const match = matchOf(layerPath, layer.direct, segments);
      if (match && (!best || match.rank > best.rank)) best = { rank: match.rank, layer, parts: match.parts };
    }
  }
  if (!best) return undefined;
  const nameParts = best.layer.name.split('/');
  const id = nameParts.map((part, index) => (part === '*' ? best.parts[index] : part)).join('/');
  return { layer: best.layer, id };
}

export const isTestFile = (relativePath) => /\.test\.(ts|tsx|js|mjs)$/.test(relativePath);

/** Why `fromFile` must not import `toFile` (both relative paths), or undefined when the diagram allows it. */
export function layerProblem(fromFile, toFile) {
  const from = unitOf(fromFile);
  const to = unitOf(toFile);
  if (!from) return `${fromFile} is in no unit of the layer diagram (scripts/eslint/layers.js)`;
  const may = from.layer.may;
  if (may.includes('*') || from.id === to?.id) return undefined;
  if (!to) return `${toFile} is in no unit of the layer diagram (scripts/eslint/layers.js)`;
  if (!may.includes(to.layer.name) && !(to.layer.name === 'tests' && isTestFile(fromFile)))
    return `${from.id} must not import ${to.id} (the layer diagram: docs/conventions.md "Layout")`;
  if (to.layer.public && !to.layer.public.includes(toFile))
    return `${from.id} reaches ${to.id} through ${to.layer.public.join(' or ')} only, not ${toFile}`;
  return undefined;
}
