import type { Condition } from '../conditions/types';
import type { Vocabulary } from '../vocabulary/types';
import type { AppointmentConfig } from '../appointments/types';
import type { PreAcceptanceConfig } from '../checks/types';

/**
 * The kinds of configuration under schemas/, one folder each, each with its meta-schema in
 * schemas/meta/. These types mirror the meta-schemas; schemas:check is what enforces them.
 */

/** A JSON Schema as our forms write it (draft-07 plus the x-* annotations of engine/validation/keywords). */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  allOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  'x-messages'?: FieldMessages;
  'x-dictionary'?: string;
  'x-titleEn'?: string;
  /** Titles that replace `title` / `x-titleEn` while their `when` holds (engine/rules/conditionalTitles). */
  'x-titles'?: Array<{ when?: Condition; title: string; titleEn?: string; placeholder?: string; placeholderEn?: string }>;
  [keyword: string]: unknown;
}

/** A message key, or a list tried in order whose first matching `when` wins (no `when` always matches). */
export type MessageChoice = string | Array<{ when?: Condition; key: string }>;
export type FieldMessages = Partial<Record<string, MessageChoice>>;

export type UiSchema = Record<string, unknown>;

/** A rule of a form: when `visibleWhen` is false the fields are hidden (and their values dropped). */
export interface FieldRule {
  id?: string;
  fields: string[];
  visibleWhen?: Condition;
  /** While visible and this holds, the fields (or only `requiredFields`) are required. */
  requiredWhen?: Condition;
  requiredFields?: string[];
}

/** How a read-only view shows a stored code its field's dictionary lacks: as the item `otherwise` names (万元 for a price unit but 元 and 美元). */
export interface ReadonlyFallback {
  otherwise: string;
}

export type MigrationStep =
  | { op: 'rename'; from: string; to: string }
  | { op: 'map'; field: string; values: Record<string, string> }
  | { op: 'drop'; field: string }
  | { op: 'default'; field: string; value: unknown }
  | { op: 'review'; field: string; reason?: string };

export interface Migration {
  /** The version this migration produces; it applies to drafts saved with version `to - 1`. */
  to: number;
  steps: MigrationStep[];
}

export interface DatePair {
  start: string;
  end: string;
}

export interface FormConfig {
  id: string;
  version: number;
  title: string;
  titleEn?: string;
  /** Variants of one form (the applicant's individual and company variants), chosen by a field's value. */
  variantOf?: string;
  /** `default`: the variant shown when the data does not choose one (the individual applicant). */
  variant?: { field: string; value: string; default?: boolean };
  savetype?: string;
  /** Fields shown and required according to the business's title configuration (field, isfillin). */
  titleConfig?: boolean;
  /** Set by the app, never shown, never dropped as hidden, exempt from title configuration. */
  systemFields?: string[];
  /** Other names of fields (alias → field), accepted on input and in stored drafts (spec 001 L156: zqqssj/zqjssj). */
  aliases?: Record<string, string>;
  /** Other codes of values, by field (code → the form's code), accepted on input and in stored drafts. */
  valueAliases?: Record<string, Record<string, string>>;
  /** The order in which failing checks are reported (first failing one is shown). */
  checkOrder?: string[];
  /** Periods whose end may not come before their start; the end field carries the failure. */
  datePairs?: DatePair[];
  rules?: FieldRule[];
  readonlyView?: Record<string, ReadonlyFallback>;
  /**
   * The unit a number field is in, shown after its label and its value (issue 27): a text (㎡), or
   * the field whose shown text names it (jgdw: 元, 美元, 万元).
   */
  units?: Record<string, string | { field: string }>;
  schema: JsonSchema;
  uiSchema?: UiSchema;
  migrations?: Migration[];
  sample?: Record<string, unknown>;
}

export interface DictionaryItem {
  code: string;
  text: string;
  textEn?: string;
  groups?: string[];
}

export interface Dictionary {
  id: string;
  name: string;
  nameEn?: string;
  items: DictionaryItem[];
}

export interface TitleField {
  field: string;
  name?: string;
  /** "1" required, "0" shown but optional; a field the configuration does not list is hidden. */
  isfillin: '0' | '1';
  sort?: number;
}

export interface TitleConfig {
  id: string;
  name?: string;
  forms: string[];
  fields: TitleField[];
}

export type SectionKind = 'party' | 'units' | 'rights' | 'uploads';

export interface PageSection {
  id: string;
  kind: SectionKind;
  form?: string;
  title: string;
  titleEn?: string;
  partyType?: string;
  aliasKey?: 'qlrAlias' | 'ywrAlias';
  savetype?: string;
  editRoute?: string;
  previewRoute?: string;
  viewRoute?: string;
  inline?: boolean;
  /** Records the check call needs while the section shows (default 1 for party, unit and rights sections). */
  minRows?: number;
  visibleWhen?: Condition;
  /** The add button shows only while this holds (rowCount is this section's number of records). */
  addWhen?: Condition;
  /** A record is listed only when this holds for it (e.g. mortgagee rows need a certificate type). */
  rowWhen?: Condition;
  columns?: string[];
  /**
   * The one-line summary of a rights row (spec 001 section 2.5): the text `dictionary` gives the
   * field's code, or the item `otherwise` names for a code it lacks (共同持证, else 分别持证).
   */
  summary?: { field: string; dictionary: string; otherwise?: string };
  display?: 'fields';
  thumbnail?: number;
}

export interface PageConfig {
  id: string;
  kind: 'fill' | 'detail';
  route: string;
  title: string;
  titleEn?: string;
  hideSectionsWhen?: Condition;
  submitWhen?: Condition;
  sections: PageSection[];
  next?: { route: string };
}

export interface RoutingRow {
  djlx: string;
  qllx: string;
  when?: Condition;
  fill: string;
  detail: string;
  then?: string;
  meaning?: string;
}

export interface RoutingTable {
  id: string;
  /** Named conditions, referenced as {"ref": name} from pages and routes (inlined by buildRegistry). */
  conditions?: Record<string, Condition>;
  appointment: { when: Condition; route: string };
  rows: RoutingRow[];
  fallback: { fill: string; detail: string; meaning?: string };
}

/** One row of the sub-form route table (schemas/routing/subform-routes.json). */
export interface SubformRouteEntry {
  route: string;
  /** Query values the route must carry; "*" means present with any value. */
  query?: Record<string, string>;
  /** A condition over the application's facts (djlx, qllx, region, ...). */
  when?: Condition;
  /** A form id, or a variant group (`variantOf`) whose variant the data picks. */
  form: string;
  savetype?: string;
  /** The sqr_lx the saved party gets (the client cannot choose another). */
  partyType?: string;
  readonlyRoute: string;
}

export interface SubformRouteTable {
  id: string;
  routes: SubformRouteEntry[];
  /** Other paths of a sub-form route (the specification's router names them: /dyqInfo): forwarded there, keeping the query. */
  aliases?: Array<{ from: string; to: string }>;
}

/** One group of papers on /upload (datuminstInfo): 是 marks a required group. */
export interface AttachmentGroup {
  id: string;
  name: string;
  nameEn?: string;
  /** What to photograph for the group, under its name on /upload. */
  help?: string;
  helpEn?: string;
  required: '是' | '否';
  /** MIME types accepted (checked by content on upload). */
  accept: string[];
  maxFiles: number;
  maxBytes: number;
}

/** The attachment groups of the businesses it lists (schemas/attachments/<id>.json). */
export interface AttachmentConfig {
  id: string;
  businesses: string[];
  groups: AttachmentGroup[];
}

export interface SubBusiness {
  id: string;
  prodef_name: string;
  prodef_nameEn?: string;
  yhlx: string;
  djlx: string;
  qllx: string;
  code: string;
  titleConfig: string;
  /** Defaults of this business's forms over the forms' own (form id → field → value). */
  formDefaults?: Record<string, Record<string, string | number | boolean>>;
  qlrAlias?: string;
  ywrAlias?: string;
  qlrAliasEn?: string;
  ywrAliasEn?: string;
  /** The parties other than the filer who must confirm before submit (issue 21, docs/decisions/0055). */
  confirmBy?: ConfirmByEntry[];
  /** Its 业务须知, step 1 of 我要申请 (initGuide, docs/decisions/0085 and 0088). */
  guide?: BusinessGuide;
}

export interface BusinessGuide {
  title: string;
  content: string;
  titleEn?: string;
  contentEn?: string;
}

/** A party type (sqr_lx) that must confirm; with sqrType only a company (1) or an individual (2) of it. */
export interface ConfirmByEntry {
  partyType: string;
  sqrType?: '1' | '2';
}

export interface BusinessParent {
  Id: string;
  Prodef_name: string;
  Prodef_nameEn?: string;
  examplerange: string;
  Prodefs: SubBusiness[];
}

export interface BusinessType {
  examplename: string;
  examplenameEn?: string;
  examplerange: string;
  imgpath: string;
}

export interface BusinessCatalogue {
  id: string;
  defaultAliases: { qlrAlias: string; ywrAlias: string; qlrAliasEn?: string; ywrAliasEn?: string };
  /** How long a party's confirmation link works (hours). */
  confirmation?: { linkHours: number };
  types: BusinessType[];
  parents: BusinessParent[];
}

/** Every configuration file, indexed; what the engine works from on both sides. */
/** The back office's review outcomes (schemas/workflow/review.json, docs/decisions/0050). */
export type WorkflowActionName = 'accept' | 'return' | 'reject' | 'approve' | 'register' | 'issue' | 'sendBack';

export interface WorkflowAction {
  /** The next stage; for sendBack the earliest stage it may go back to (the member chooses one from it up to the stage before this, docs/decisions/0072). */
  to: string;
  /** The citizen's state after the action; unchanged when absent. */
  shzt?: number;
  trail: string;
  trailEn: string;
  /** What the action must carry: comments (a return), the two opinions (a rejection), a reason (a send-back to an earlier stage). */
  needs?: 'comments' | 'opinions' | 'reason';
  /** The opinion the outcome records in the trail (初审意见…), prefilled with `default` (docs/decisions/0072). */
  opinion?: { title: string; titleEn: string; default: string };
  /** The message the citizen is sent when this action is taken (a template of schemas/notifications). */
  tells?: string;
  /** The action writes the register: the business's effect of `registration` runs in its transaction (docs/decisions/0054). */
  changesRegister?: boolean;
  /**
   * The documents the action issues (docs/decisions/0075): `acceptanceNotice` records the 受理通知书
   * (受理), `handover` records how the printed certificate or proof was handed over and issues its
   * electronic licence (发证).
   */
  documents?: 'acceptanceNotice' | 'handover';
  /**
   * Where the case goes when the register refuses the action (what changed since acceptance), with
   * the trail step saying so (docs/decisions/0058); without it a refusal leaves the case where it is.
   */
  refused?: { to: string; trail: string; trailEn: string };
}

export interface WorkflowStage {
  id: string;
  name: string;
  nameEn: string;
  roles: string[];
  /** Whoever acted in that stage may not act in this one. */
  notBy?: string;
  suspendable?: boolean;
  /** Time here is the citizen's (补正): the statutory clock stands still and a resubmission continues it (docs/decisions/0073). */
  stopsClock?: boolean;
  /** The stage's roles may read a party's full ID and phone numbers (docs/decisions/0051). */
  reveals?: boolean;
  actions: Partial<Record<WorkflowActionName, WorkflowAction>>;
}

/** Who works the back office besides the stages' roles, and who opens each staff page (docs/decisions/0067). */
export interface StaffConfig {
  /** The roles no stage names, in the order the admin's list shows them; waitingFor: opens nothing yet, on purpose. */
  roles: Record<string, { waitingFor?: string }>;
  /** A staff page and who opens it: 'stages' is every role of a stage. */
  pages: Record<string, 'stages' | 'supervisors' | string[]>;
  /** The roles that may release anyone's claim on a case (docs/decisions/0072). */
  supervisors?: string[];
  /** The roles that must pass a second factor at every sign-in (docs/decisions/0076). */
  secondFactor: string[];
}

export interface WorkflowConfig {
  id: 'review';
  entry: string;
  stages: WorkflowStage[];
  statutoryDays: { default: number } & Record<string, number>;
  /** What registering changes in the register, by business (docs/decisions/0054). */
  registration?: RegistrationConfig;
  staff?: StaffConfig;
}

/**
 * Where a value of the application is read (docs/decisions/0054): `parties.<sqr_lx>.<field>`,
 * `units.<form>.<field>` or `rights.<form>.<field>`. A value lists paths; the first that holds
 * something wins.
 */
export type RecordPath = string;

export type RegistrationEffectKind = 'addMortgage' | 'removeMortgage' | 'transferHolders' | 'transferMortgage' | 'addNotices' | 'removeNotice';

/** The notices (预告) a pre-registration writes on a certificate: of a sale (预告登记) and of a mortgage (预告抵押). */
export type NoticeKind = '预告登记' | '预告抵押';

/** The register's change of some businesses, and where each of its values comes from. */
export interface RegistrationEffectConfig {
  businesses: string[];
  kind: RegistrationEffectKind;
  /** The certificate the change is written on (its number) and the unit it must hold; removeMortgage without them finds the certificate by the proof number. */
  certificate?: RecordPath[];
  unit?: RecordPath[];
  /** addMortgage: 最高额抵押 and the like; a plain mortgage leaves it out. */
  mortgageKind?: string;
  /** addNotices: the notices written, each read from its own values (预告登记: holderName, holderCardnum, obligor; 预告抵押: the mortgage's values). */
  notices?: NoticeKind[];
  /** addMortgage, transferHolders: the notices of these kinds the registration fulfils, removed (预告抵押 of the same mortgagee; 预告登记 of the new holders). */
  consumes?: NoticeKind[];
  /** addMortgage: mortgagee, mortgagor, amount, amountUnit, periodStart, periodEnd; removeMortgage, removeNotice: proofNumber; transferHolders: holderName, holderCardnum (a party type's field); transferMortgage: mortgagee (the new one). */
  values: Partial<Record<RegistrationValueName, RecordPath[]>>;
}

export type RegistrationValueName =
  | 'mortgagee'
  | 'mortgagor'
  | 'amount'
  | 'amountUnit'
  | 'periodStart'
  | 'periodEnd'
  | 'proofNumber'
  | 'holderName'
  | 'holderCardnum'
  | 'holderOwnership'
  | 'obligor';

export interface RegistrationConfig {
  effects: RegistrationEffectConfig[];
}

export interface SchemaRegistry {
  forms: Map<string, FormConfig>;
  dictionaries: Map<string, Dictionary>;
  titles: Map<string, TitleConfig>;
  pages: Map<string, PageConfig>;
  routing: RoutingTable | undefined;
  subformRoutes: SubformRouteTable | undefined;
  attachments: Map<string, AttachmentConfig>;
  catalogue: BusinessCatalogue | undefined;
  vocabulary: Vocabulary | undefined;
  /** Centres, businesses, slots, holidays and the queue system (schemas/appointments/). */
  appointments: AppointmentConfig | undefined;
  workflow: WorkflowConfig | undefined;
  /** The pre-acceptance checks against the registry (schemas/checks/pre-acceptance.json, decision 0052). */
  checks: PreAcceptanceConfig | undefined;
}
