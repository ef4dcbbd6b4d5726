import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_account';
import * as m0003 from './0003_registry';
import * as m0004 from './0004_filing';
import * as m0005 from './0005_filing_registry';
import * as m0006 from './0006_hardening';
import * as m0007 from './0007_appointments';
import * as m0008 from './0008_unguessable_order_ids';
import * as m0009 from './0009_file_owner_locks';
import * as m0010 from './0010_one_live_appointment_per_application';
import * as m0011 from './0011_application_applicant_type';
import * as m0012 from './0012_staff_accounts';
import * as m0013 from './0013_schema_versions';
import * as m0014 from './0014_outbox_messages';
import * as m0015 from './0015_review_cases';
import * as m0016 from './0016_application_submissions';
import * as m0018 from './0018_application_confirmations';
import * as m0019 from './0019_staff_institution';
import * as m0020 from './0020_unguessable_feedback_ids';
import * as m0022 from './0022_staff_sign_in_hardening';
import * as m0024 from './0024_feedback_reply_consent';
import * as m0025 from './0025_claim_release_and_trail_actor';
import * as m0026 from './0026_statutory_clock';
import * as m0027 from './0027_frozen_checks';
import * as m0028 from './0028_application_documents';
import * as m0029 from './0029_partner_contact_phone';
import * as m0030 from './0030_pending_release_requests';
import * as m0031 from './0031_case_file_indexes';
import * as m0032 from './0032_configuration_publishing';
import * as m0033 from './0033_search_indexes';
import * as m0034 from './0034_statistics';
import * as m0035 from './0035_staff_notifications';
import * as m0036 from './0036_staff_password_change';
import * as m0037 from './0037_article_editing';
import * as m0038 from './0038_appointment_counter';
import * as m0039 from './0039_registry_records';
import * as m0040 from './0040_resumable_uploads';

/**
 * Every migration, in order. Names are permanent: a new change gets a new numbered file here,
 * never an edit to one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_account': m0002,
  '0003_registry': m0003,
  '0004_filing': m0004,
  '0005_filing_registry': m0005,
  '0006_hardening': m0006,
  '0007_appointments': m0007,
  '0008_unguessable_order_ids': m0008,
  '0009_file_owner_locks': m0009,
  '0010_one_live_appointment_per_application': m0010,
  '0011_application_applicant_type': m0011,
  '0012_staff_accounts': m0012,
  '0013_schema_versions': m0013,
  '0014_outbox_messages': m0014,
  '0015_review_cases': m0015,
  '0016_application_submissions': m0016,
  '0018_application_confirmations': m0018,
  '0019_staff_institution': m0019,
  '0020_unguessable_feedback_ids': m0020,
  '0022_staff_sign_in_hardening': m0022,
  '0024_feedback_reply_consent': m0024,
  '0025_claim_release_and_trail_actor': m0025,
  '0026_statutory_clock': m0026,
  '0027_frozen_checks': m0027,
  '0028_application_documents': m0028,
  '0029_partner_contact_phone': m0029,
  '0030_pending_release_requests': m0030,
  '0031_case_file_indexes': m0031,
  '0032_configuration_publishing': m0032,
  '0033_search_indexes': m0033,
  '0034_statistics': m0034,
  '0035_staff_notifications': m0035,
  '0036_staff_password_change': m0036,
  '0037_article_editing': m0037,
  '0038_appointment_counter': m0038,
  '0039_registry_records': m0039,
  '0040_resumable_uploads': m0040,
};
