import type { ColumnType, Generated } from 'kysely';
import type { ReviewComment, SubmissionSnapshot } from '../../engine/review/types';
import type { CheckOutcome } from '../../engine/checks/types';

export type { ReviewComment };

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** Test accounts of the emulated messaging app (its side of the world, not ours). */
export interface WxAccountTable {
  openid: string;
  appid: string;
  nickname: string;
  headimgurl: Generated<string>;
  created_at: Timestamp;
}

export interface WxAuthCodeTable {
  code: string;
  openid: string;
  appid: string;
  state: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface UserTable {
  openid: string;
  appid: string;
  nickname: string;
  headimgurl: string;
  name: string | null;
  cardtype: Generated<string>;
  cardnum: string | null;
  phone: string | null;
  account: string | null;
  usertype: Generated<string>;
  sex: string | null;
  xzqdm: string | null;
  iswebuser: Generated<boolean>;
  password_hash: string | null;
  real_name_auth: Generated<boolean>;
  profile_refreshed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionTable {
  token_hash: string;
  openid: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface IdempotencyTable {
  openid: string;
  route: string;
  reqseq: string;
  status: number | null;
  body: Json<unknown> | null;
  created_at: Timestamp;
}

export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface StoredFileTable {
  id: string;
  owner_openid: string | null;
  kind: string;
  mime: string;
  size: ColumnType<number, number, number>;
  original_name: string | null;
  created_at: Timestamp;
  /** False while the bytes are still arriving (issue 11: incomplete files are swept). */
  complete: Generated<boolean>;
}

/** A tus resumable upload the server made (docs/decisions/0100): its owner, and its finish once claimed. */
export interface ResumableUploadTable {
  id: string;
  owner_openid: string;
  kind: string;
  length: ColumnType<number, number, number>;
  filename: string;
  fields: ColumnType<Record<string, string>, string, string>;
  created_at: Generated<Date>;
  finishing_at: Date | null;
  result_id: string | null;
}

/** A citizen with uploads: the row whose lock their quota checks take (docs/decisions/0035). */
export interface FileOwnerTable {
  owner_openid: string;
}

export interface FileChunkTable {
  file_id: string;
  seq: number;
  data: Uint8Array;
}

export interface WxMediaTable {
  media_id: string;
  openid: string;
  file_id: string;
  expires_at: Timestamp;
}

// Issue 4: account, face checks, feedback, information.
export interface PhoneCodeTable {
  id: string;
  openid: string;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SmsEmulatedMessageTable {
  id: Generated<number>;
  phone: string;
  text: string;
  /** The sender's key for one message (the outbox's): a second send with it adds nothing. */
  idempotency_key: string | null;
  created_at: Timestamp;
}

/** The emulated messaging platform's subscription messages, as its send API received them. */
export interface WxEmulatedSubscribeMessageTable {
  id: Generated<number>;
  touser: string;
  template_id: string;
  page: string;
  data: unknown;
  idempotency_key: string | null;
  created_at: Timestamp;
}

export interface WxFaceVerificationTable {
  key: string;
  kind: 'js' | 'detect';
  openid: string;
  name: string;
  idcard: string;
  status: Generated<'pending' | 'success' | 'fail' | 'cancel' | 'error'>;
  verify_result: string | null;
  redirect_url: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface FaceCheckTable {
  id: string;
  openid: string;
  name: string;
  cardnum: string;
  source: string;
  verified_at: Timestamp;
  used_at: Timestamp | null;
}

export interface FeedbackTable {
  /** Random, 32 hex characters (migration 0020). */
  id: Generated<string>;
  openid: string;
  content: string;
  status: Generated<number>;
  reply: string | null;
  replied_by: string | null;
  reqseq: string | null;
  created_at: Timestamp;
  replied_at: Timestamp | null;
}

export interface CommonQuestionTable {
  id: string;
  question: string;
  answer: string;
  sort: Generated<number>;
  created_at: Timestamp;
}

export interface ArticleTable {
  uuid: string;
  type: string;
  title: string;
  content: string;
  source: Generated<string>;
  prodefid: string | null;
  status: Generated<'draft' | 'published' | 'withdrawn'>;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 'text' (plain paragraphs) or 'html' (the staff editor's, sanitized before stored), migration 0037. */
  format: Generated<'text' | 'html'>;
  /** The staff member who wrote it and who changed it last (usernames; null for seeded ones), migration 0037. */
  created_by: string | null;
  updated_by: string | null;
}

/** The emulated registry (migration 0003). details holds mortgages, seizures, objections, restrictions. */
export interface RegistryCertificateTable {
  id: string;
  bdcqzh: string;
  year: number;
  serial: string;
  xzqdm: string;
  xzqmc: string;
  /** '@'-joined when the certificate covers several units. */
  bdcdyid: string;
  zdbdcdyid: string;
  gyfs: string;
  zl: string;
  yt: string;
  jzmj: ColumnType<string, string | number, string | number>;
  tdmj: ColumnType<string, string | number, string | number>;
  qlxz: string;
  syqx: string;
  sfyx: string;
  fwzt: string;
  details: Json<unknown>;
  issued_at: Timestamp;
}

export interface RegistryHolderTable {
  certificate_id: string;
  seq: number;
  name: string;
  cardnum: string;
  share: Generated<string>;
}

export interface RegistryUnitTable {
  id: string;
  kind: string;
  label: string;
  geometry: Json<unknown>;
  /** An uploaded floor plan or parcel map (migration 0039), shown in place of the drawing. */
  image_file_id: Generated<string | null>;
  image_mime: Generated<string | null>;
}

/** An electronic licence the register signed, and its revocation (migration 0039). */
export interface RegistryLicenceTable {
  licence_number: string;
  certificate_id: string;
  file_id: string;
  /** 'citizen' for a licence the citizen's query issued, else the staff member's username. */
  issued_by: string;
  issued_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
  revoke_reason: string | null;
}

export interface RegistryProcessTable {
  lsh: string;
  applicant_cardnum: string;
  name: string;
  process_name: string;
  act_start: Timestamp;
  activity_name: string;
}

export interface RegistryKeyTable {
  id: string;
  key_pem: string;
  cert_pem: string;
  created_at: Timestamp;
}

/** A citizen's query (certificate, licence, verification, certificate search): also the job queue. */
export interface QueryRequestTable {
  id: string;
  openid: string;
  kind: string;
  state: Generated<number>;
  params: Json<unknown>;
  filename: string | null;
  upload_file_id: string | null;
  result_file_id: string | null;
  result: Json<unknown> | null;
  attempts: Generated<number>;
  finishes: Generated<number>;
  locked_by: string | null;
  locked_at: Timestamp | null;
  finished_by: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface RegistryReportTable {
  code: string;
  openid: string;
  certificate_id: string;
  bdcdyid: string;
  file_id: string;
  created_at: Timestamp;
}

export interface QueryCodeTable {
  openid: string;
  phone: string;
  code_hash: string;
  expires_at: Timestamp;
}

/** A citizen's application (proinst of spec 001). */
export interface ApplicationTable {
  id: string;
  openid: string;
  prodefid: string;
  name: string;
  djlx: string;
  qllx: string;
  xzqdm: string;
  areaname: Generated<string>;
  appointment: Generated<string>;
  shzt: Generated<number>;
  prolsh: string | null;
  kyy: Generated<number>;
  czfs: string | null;
  user_name: Generated<string>;
  sh_xmsl_yj: string | null;
  sh_qjdc_yj: string | null;
  /** SQRLX 1 company, 2 individual, as filed (null before migration 0011: the business's). */
  applicant_type: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  submitted_at: Timestamp | null;
  reviewed_at: Timestamp | null;
  /** The configuration version it was started on, or as a draft last migrated to (null: from before versions). */
  config_version: number | null;
  /** What the last migration to a new configuration asks the citizen to look at again. */
  config_review: ColumnType<ConfigReview[], string | undefined, string>;
}

/** A field of a stored record that a configuration change asks the citizen to review. */
export interface ConfigReview {
  id: string;
  formId: string;
  field: string;
  reason: string;
}

/** A configuration (schemas/ folder) as served: content-addressed, numbered in publication order. */
export interface SchemaVersionTable {
  number: number;
  hash: string;
  files: Json<Record<string, unknown>>;
  published_at: Generated<Date>;
  note: Generated<string>;
  /** The staff member's name, or 'system' (the first start, the publish script). */
  published_by: Generated<string>;
  /** The version this one published again, when it was a rollback (docs/decisions/0084). */
  rollback_of: number | null;
}

/** A stored sub-form answer under an application: what the engine returned, with its schema version. */
interface ApplicationRecordColumns {
  id: string;
  application_id: string;
  form_id: string;
  schema_version: number;
  data: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Parties and units also keep the order they were added in (an identity column). */
interface OrderedRecordColumns extends ApplicationRecordColumns {
  seq: Generated<string>;
}

export interface ApplicationPartyTable extends OrderedRecordColumns {
  sqr_lx: string;
}

export type ApplicationUnitTable = OrderedRecordColumns;

export interface ApplicationRightsTable extends ApplicationRecordColumns {
  savetype: string;
}

export interface ApplicationMaterialTable {
  id: string;
  application_id: string;
  group_id: string;
  file_id: string;
  thumb_file_id: string | null;
  created_at: Generated<Date>;
}

export interface ApplicationTrailTable {
  id: Generated<string>;
  application_id: string;
  process_name: string;
  activity_name: string;
  opinion: string | null;
  started_at: Generated<Date>;
  /** The member who took a back-office step, and the stage role they took it in (docs/decisions/0072); null for the citizen's steps. */
  actor_username: Generated<string | null>;
  actor_role: Generated<string | null>;
}

/** A registration centre where appointments are kept (spec 001 section 3). */
export interface AppointmentAreaTable {
  area_id: string;
  area_name: string;
  xzqdm: string;
  address: Generated<string>;
  worktime: Generated<string>;
  phone: Generated<string>;
  lat: string | null;
  lng: string | null;
  sort: Generated<number>;
}

export interface AppointmentProcessTable {
  process_id: string;
  area_id: string;
  process_name: string;
  djlx: Generated<string>;
  sort: Generated<number>;
}

export interface AppointmentCalendarTable {
  calendar_id: string;
  area_id: string;
  calendar: string;
  time_class: string;
  holiday: Generated<boolean>;
}

export interface AppointmentSlotTable {
  time_id: string;
  calendar_id: string;
  process_id: string;
  time_class: string;
  time_name: string;
  starts_at: Timestamp;
  max_num: number;
  count_num: Generated<number>;
}

export interface AppointmentOrderTable {
  id: Generated<string>;
  serial: string;
  openid: string;
  source: string;
  time_id: string;
  calendar: string;
  name: string;
  code: string;
  phone: string;
  wlsh: string | null;
  djlx: Generated<string>;
  xzqdm: Generated<string>;
  remark: Generated<string>;
  status: Generated<string>;
  created_at: Generated<Date>;
  cancelled_at: Timestamp | null;
  /** Checked in at the counter (migration 0038, docs/decisions/0096). */
  arrived_at: Timestamp | null;
  arrived_by: string | null;
  queue_no: number | null;
  queue_state: string | null;
  called_at: Timestamp | null;
  calls: Generated<number>;
}

export interface DownloadFileTable {
  file_alias: string;
  file_name: string;
  xzqdm: string;
  mime: string;
  content: Buffer;
  sort: Generated<number>;
}

/** A registry worker's sign of life (issue 11). */
/** Something a citizen is told, written with the change that caused it (docs/decisions/0049). */
export interface OutboxEventTable {
  id: Generated<string>;
  event_key: string;
  kind: string;
  openid: string;
  params: unknown;
  link: string;
  subject_id: string | null;
  /** The number the SMS goes to when it is not the citizen's own (a party's phone, migration 0018). */
  phone: Generated<string | null>;
  created_at: Timestamp;
}

/** A document a case issued (migration 0028, docs/decisions/0075). */
export interface ApplicationDocumentTable {
  application_id: string;
  kind: 'acceptanceNotice' | 'certificate' | 'proof';
  number: string;
  content: Json<unknown>;
  file_id: string | null;
  verify_code: string | null;
  certificate_id: string | null;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  handover: Json<unknown> | null;
  handed_over_at: Timestamp | null;
  licence_number: string | null;
  licence_file_id: string | null;
}

/** A party's confirmation of an application (migration 0018, docs/decisions/0055). */
export interface ApplicationConfirmationTable {
  id: string;
  application_id: string;
  party_id: string;
  party_type: string;
  kind: 'link' | 'partner';
  party_name: string;
  phone_masked: string;
  state: 'requested' | 'confirmed' | 'declined';
  token_hash: string | null;
  expires_at: Date | null;
  requested_at: Generated<Date>;
  identified_openid: string | null;
  decided_at: Date | null;
  decided_by: string | null;
  request_id: string | null;
  reason: string | null;
  fingerprint: string | null;
}

/** One event's delivery on one channel: the delivery worker's job. */
export interface OutboxDeliveryTable {
  id: Generated<string>;
  event_id: string;
  channel: string;
  idempotency_key: string;
  state: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_by: string | null;
  locked_at: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
}

/** A citizen's consent to one subscription-message template of the messaging platform. */
export interface MessageConsentTable {
  openid: string;
  template_id: string;
  granted_at: Timestamp;
}

export interface WorkerHeartbeatTable {
  id: string;
  seen_at: Timestamp;
}

/** The messaging app's OAuth tokens of one user. */
export interface WxUserTokenTable {
  openid: string;
  access_token: string;
  refresh_token: string;
  expires_at: ColumnType<Date, Date, Date>;
  updated_at: Timestamp;
}

/** The messaging app's app-wide access token and JS-SDK ticket, shared by all processes. */
export interface WxPlatformTokenTable {
  name: string;
  value: string;
  expires_at: ColumnType<Date, Date, Date>;
}

/** The registry's region list (spec 001 region reference data): parent '' for a province. */
export interface RegistryRegionTable {
  value: string;
  name: string;
  parent: Generated<string>;
  level: number;
  seq: number;
}

/** Registry staff (docs/decisions/0048): apart from the citizens' users. */
export interface StaffAccountTable {
  id: Generated<string>;
  username: string;
  name: string;
  password_hash: string;
  roles: string[];
  disabled_at: Timestamp | null;
  failed_attempts: Generated<number>;
  locked_until: Timestamp | null;
  totp_secret: string | null;
  totp_confirmed: Generated<boolean>;
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  /** A partner's institution (migration 0019): its name and unified social credit code; null for registry staff. */
  institution_name: ColumnType<string | null, string | null | undefined, string | null>;
  institution_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The institution's contact phone its confirmation requests are texted to (migration 0029); null for registry staff. */
  institution_phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** A reset's one-time password: the next sign-in must change it first (migration 0036). */
  must_change_password: Generated<boolean>;
  /** When the one-time password signed in: it signs in once (migration 0036). */
  one_time_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

/** What a staff member is told (migration 0035, docs/decisions/0091). */
export interface StaffNotificationTable {
  id: ColumnType<string, never, never>;
  staff_id: string;
  kind: string;
  /** Names the notice for its member: the same key again adds nothing. */
  dedupe_key: string;
  application_id: string | null;
  params: ColumnType<Record<string, string | number>, string | undefined, string>;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

export interface StaffSessionTable {
  token_hash: string;
  staff_id: string;
  verified: boolean;
  /** True once this session passed the second factor: only then may it use a role needing one (migration 0022). */
  second_factor: Generated<boolean>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

/** Append-only (a trigger refuses UPDATE and DELETE). */
export interface StaffAuditLogTable {
  id: Generated<string>;
  at: Timestamp;
  actor_id: string | null;
  actor_username: string;
  actor_roles: string[];
  action: string;
  target: string | null;
  ip: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
}

/** The pre-acceptance checks as acceptance judged them (docs/decisions/0074): outcomes with their evidence as message keys. */
export interface FrozenChecksTable {
  application_id: string;
  judged_at: Generated<Date>;
  checks: Json<CheckOutcome[]>;
}

/** Where a submitted application is in the review workflow (docs/decisions/0050). */
export interface ReviewCaseTable {
  application_id: string;
  stage: string;
  stage_since: Generated<Date>;
  actors: ColumnType<Record<string, string>, string | undefined, string>;
  claimed_by: string | null;
  /** A member who asked the holder to release the claim, and when (docs/decisions/0072). */
  release_requested_by: Generated<string | null>;
  release_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  suspended_at: Timestamp | null;
  deadline: Timestamp;
  comments: Json<ReviewComment[]> | null;
  updated_at: Generated<Date>;
  /** When this case's statutory clock started (a resubmission after a correction continues it; docs/decisions/0073). */
  clock_started_at: Generated<Date>;
  /** The closed stretches the clock stood still: suspended, or with the citizen for correction. */
  pauses: ColumnType<ClockPauseRow[], string | undefined, string>;
}

/** A China day's statistics, counted once the day is over (issue 31, migration 0034): by the trail words' key. */
export interface StatisticsDayTable {
  day: string;
  words_key: string;
  figures: Json<unknown>;
  counted_at: Generated<Date>;
}

/** A stretch the statutory clock stood still (ISO times). */
export interface ClockPauseRow {
  from: string;
  to: string;
  kind: 'suspended' | 'correction';
}

/** One submission of an application, kept (docs/decisions/0053): round n from 1, with what was submitted. */
export interface ApplicationSubmissionTable {
  application_id: string;
  n: number;
  submitted_at: Generated<Date>;
  snapshot: Json<SubmissionSnapshot>;
}

/** A staff action's request id and its answer: the same id again gets the same answer. */
export interface ReviewRequestTable {
  request_id: string;
  staff_id: string;
  application_id: string;
  action: string;
  answer: Json<unknown>;
  at: Generated<Date>;
}

export interface Database {
  statistics_days: StatisticsDayTable;
  wx_accounts: WxAccountTable;
  wx_auth_codes: WxAuthCodeTable;
  users: UserTable;
  sessions: SessionTable;
  idempotency: IdempotencyTable;
  rate_limits: RateLimitTable;
  stored_files: StoredFileTable;
  resumable_uploads: ResumableUploadTable;
  file_owners: FileOwnerTable;
  file_chunks: FileChunkTable;
  wx_media: WxMediaTable;
  registry_certificates: RegistryCertificateTable;
  registry_holders: RegistryHolderTable;
  registry_units: RegistryUnitTable;
  registry_licences: RegistryLicenceTable;
  registry_processes: RegistryProcessTable;
  registry_keys: RegistryKeyTable;
  query_requests: QueryRequestTable;
  registry_reports: RegistryReportTable;
  query_codes: QueryCodeTable;
  phone_codes: PhoneCodeTable;
  sms_emulated_messages: SmsEmulatedMessageTable;
  wx_face_verifications: WxFaceVerificationTable;
  face_checks: FaceCheckTable;
  feedback: FeedbackTable;
  common_questions: CommonQuestionTable;
  articles: ArticleTable;
  schema_versions: SchemaVersionTable;
  applications: ApplicationTable;
  application_parties: ApplicationPartyTable;
  application_units: ApplicationUnitTable;
  application_rights: ApplicationRightsTable;
  application_materials: ApplicationMaterialTable;
  application_submissions: ApplicationSubmissionTable;
  application_trail: ApplicationTrailTable;
  appointment_areas: AppointmentAreaTable;
  appointment_processes: AppointmentProcessTable;
  appointment_calendars: AppointmentCalendarTable;
  appointment_slots: AppointmentSlotTable;
  appointment_orders: AppointmentOrderTable;
  download_files: DownloadFileTable;
  worker_heartbeats: WorkerHeartbeatTable;
  outbox_events: OutboxEventTable;
  application_confirmations: ApplicationConfirmationTable;
  application_documents: ApplicationDocumentTable;
  outbox_deliveries: OutboxDeliveryTable;
  message_consents: MessageConsentTable;
  wx_emulated_subscribe_messages: WxEmulatedSubscribeMessageTable;
  wx_user_tokens: WxUserTokenTable;
  wx_platform_tokens: WxPlatformTokenTable;
  registry_regions: RegistryRegionTable;
  staff_accounts: StaffAccountTable;
  staff_sessions: StaffSessionTable;
  staff_audit_log: StaffAuditLogTable;
  review_cases: ReviewCaseTable;
  staff_notifications: StaffNotificationTable;
  frozen_checks: FrozenChecksTable;
  review_requests: ReviewRequestTable;
}

