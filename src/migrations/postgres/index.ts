import * as migration_20261121_062846_initial from './20261121_062846_initial';
import * as migration_20261121_084026_enquiry_sender_key from './20261121_084026_enquiry_sender_key';
import * as migration_20261122_110204_plan_kinds from './20261122_110204_plan_kinds';
import * as migration_20261122_140438_outbox_messages from './20261122_140438_outbox_messages';
import * as migration_20261122_154022_session_4 from './20261122_154022_session_4';
import * as migration_20261125_164043_enquiry_references from './20261125_164043_enquiry_references';
import * as migration_20261125_164547_claim_file_review from './20261125_164547_claim_file_review';
import * as migration_20261125_164609_promises from './20261125_164609_promises';
import * as migration_20261125_164655_claim_death_details from './20261125_164655_claim_death_details';
import * as migration_20261125_181722_email_reply_promise from './20261125_181722_email_reply_promise';
import * as migration_20261126_092357_staff_roles from './20261126_092357_staff_roles';
import * as migration_20261126_092400_starting_roles from './20261126_092400_starting_roles';
import * as migration_20261126_095748_audit_log_admin_brand from './20261126_095748_audit_log_admin_brand';
import * as migration_20261126_100851_plan_approvals from './20261126_100851_plan_approvals';
import * as migration_20261126_103229_version_authors from './20261126_103229_version_authors';
import * as migration_20261126_123603_scheduled_publishing from './20261126_123603_scheduled_publishing';
import * as migration_20261126_130804_claim_document_ticks from './20261126_130804_claim_document_ticks';
import * as migration_20261126_134004_site_licence from './20261126_134004_site_licence';
import * as migration_20261126_153703_privacy_notice from './20261126_153703_privacy_notice';
import * as migration_20261126_160516_complaints_and_key_facts from './20261126_160516_complaints_and_key_facts';
import * as migration_20261126_162110_privacy_requests from './20261126_162110_privacy_requests';
import * as migration_20261126_162907_call_backs_offices_hours from './20261126_162907_call_backs_offices_hours';
import * as migration_20261126_201347_policyholders from './20261126_201347_policyholders';
import * as migration_20261126_202240_site_search from './20261126_202240_site_search';
import * as migration_20261127_235312_languages from './20261127_235312_languages';
import * as migration_20261127_235328_home_in_languages from './20261127_235328_home_in_languages';
import * as migration_20261128_010133_claims_in_languages from './20261128_010133_claims_in_languages';
import * as migration_20261128_030236_products_in_languages from './20261128_030236_products_in_languages';
import * as migration_20261128_033548_claims_help_in_languages from './20261128_033548_claims_help_in_languages';

export const migrations = [
  {
    up: migration_20261121_062846_initial.up,
    down: migration_20261121_062846_initial.down,
    name: '20261121_062846_initial',
  },
  {
    up: migration_20261121_084026_enquiry_sender_key.up,
    down: migration_20261121_084026_enquiry_sender_key.down,
    name: '20261121_084026_enquiry_sender_key',
  },
  {
    up: migration_20261122_110204_plan_kinds.up,
    down: migration_20261122_110204_plan_kinds.down,
    name: '20261122_110204_plan_kinds',
  },
  {
    up: migration_20261122_140438_outbox_messages.up,
    down: migration_20261122_140438_outbox_messages.down,
    name: '20261122_140438_outbox_messages',
  },
  {
    up: migration_20261122_154022_session_4.up,
    down: migration_20261122_154022_session_4.down,
    name: '20261122_154022_session_4',
  },
  {
    up: migration_20261125_164043_enquiry_references.up,
    down: migration_20261125_164043_enquiry_references.down,
    name: '20261125_164043_enquiry_references',
  },
  {
    up: migration_20261125_164547_claim_file_review.up,
    down: migration_20261125_164547_claim_file_review.down,
    name: '20261125_164547_claim_file_review',
  },
  {
    up: migration_20261125_164609_promises.up,
    down: migration_20261125_164609_promises.down,
    name: '20261125_164609_promises',
  },
  {
    up: migration_20261125_164655_claim_death_details.up,
    down: migration_20261125_164655_claim_death_details.down,
    name: '20261125_164655_claim_death_details',
  },
  {
    up: migration_20261125_181722_email_reply_promise.up,
    down: migration_20261125_181722_email_reply_promise.down,
    name: '20261125_181722_email_reply_promise',
  },
  {
    up: migration_20261126_092357_staff_roles.up,
    down: migration_20261126_092357_staff_roles.down,
    name: '20261126_092357_staff_roles',
  },
  {
    up: migration_20261126_092400_starting_roles.up,
    down: migration_20261126_092400_starting_roles.down,
    name: '20261126_092400_starting_roles',
  },
  {
    up: migration_20261126_095748_audit_log_admin_brand.up,
    down: migration_20261126_095748_audit_log_admin_brand.down,
    name: '20261126_095748_audit_log_admin_brand',
  },
  {
    up: migration_20261126_100851_plan_approvals.up,
    down: migration_20261126_100851_plan_approvals.down,
    name: '20261126_100851_plan_approvals',
  },
  {
    up: migration_20261126_103229_version_authors.up,
    down: migration_20261126_103229_version_authors.down,
    name: '20261126_103229_version_authors',
  },
  {
    up: migration_20261126_123603_scheduled_publishing.up,
    down: migration_20261126_123603_scheduled_publishing.down,
    name: '20261126_123603_scheduled_publishing',
  },
  {
    up: migration_20261126_130804_claim_document_ticks.up,
    down: migration_20261126_130804_claim_document_ticks.down,
    name: '20261126_130804_claim_document_ticks',
  },
  {
    up: migration_20261126_134004_site_licence.up,
    down: migration_20261126_134004_site_licence.down,
    name: '20261126_134004_site_licence',
  },
  {
    up: migration_20261126_153703_privacy_notice.up,
    down: migration_20261126_153703_privacy_notice.down,
    name: '20261126_153703_privacy_notice',
  },
  {
    up: migration_20261126_160516_complaints_and_key_facts.up,
    down: migration_20261126_160516_complaints_and_key_facts.down,
    name: '20261126_160516_complaints_and_key_facts',
  },
  {
    up: migration_20261126_162110_privacy_requests.up,
    down: migration_20261126_162110_privacy_requests.down,
    name: '20261126_162110_privacy_requests',
  },
  {
    up: migration_20261126_162907_call_backs_offices_hours.up,
    down: migration_20261126_162907_call_backs_offices_hours.down,
    name: '20261126_162907_call_backs_offices_hours',
  },
  {
    up: migration_20261126_201347_policyholders.up,
    down: migration_20261126_201347_policyholders.down,
    name: '20261126_201347_policyholders',
  },
  {
    up: migration_20261126_202240_site_search.up,
    down: migration_20261126_202240_site_search.down,
    name: '20261126_202240_site_search',
  },
  {
    up: migration_20261127_235312_languages.up,
    down: migration_20261127_235312_languages.down,
    name: '20261127_235312_languages',
  },
  {
    up: migration_20261127_235328_home_in_languages.up,
    down: migration_20261127_235328_home_in_languages.down,
    name: '20261127_235328_home_in_languages',
  },
  {
    up: migration_20261128_010133_claims_in_languages.up,
    down: migration_20261128_010133_claims_in_languages.down,
    name: '20261128_010133_claims_in_languages',
  },
  {
    up: migration_20261128_030236_products_in_languages.up,
    down: migration_20261128_030236_products_in_languages.down,
    name: '20261128_030236_products_in_languages',
  },
  {
    up: migration_20261128_033548_claims_help_in_languages.up,
    down: migration_20261128_033548_claims_help_in_languages.down,
    name: '20261128_033548_claims_help_in_languages'
  },
];
