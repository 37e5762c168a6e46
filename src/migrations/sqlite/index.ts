import * as migration_20261121_062841_initial from './20261121_062841_initial';
import * as migration_20261121_084021_enquiry_sender_key from './20261121_084021_enquiry_sender_key';
import * as migration_20261122_110238_plan_kinds from './20261122_110238_plan_kinds';
import * as migration_20261122_140415_outbox_messages from './20261122_140415_outbox_messages';
import * as migration_20261122_154016_session_4 from './20261122_154016_session_4';
import * as migration_20261125_164030_enquiry_references from './20261125_164030_enquiry_references';
import * as migration_20261125_164531_claim_file_review from './20261125_164531_claim_file_review';
import * as migration_20261125_164622_promises from './20261125_164622_promises';
import * as migration_20261125_164637_claim_death_details from './20261125_164637_claim_death_details';
import * as migration_20261125_181815_email_reply_promise from './20261125_181815_email_reply_promise';
import * as migration_20261126_092400_starting_roles from './20261126_092400_starting_roles';
import * as migration_20261126_095744_audit_log_admin_brand from './20261126_095744_audit_log_admin_brand';
import * as migration_20261126_100837_plan_approvals from './20261126_100837_plan_approvals';
import * as migration_20261126_103237_version_authors from './20261126_103237_version_authors';
import * as migration_20261126_123558_scheduled_publishing from './20261126_123558_scheduled_publishing';
import * as migration_20261126_130754_claim_document_ticks from './20261126_130754_claim_document_ticks';
import * as migration_20261126_133958_site_licence from './20261126_133958_site_licence';
import * as migration_20261126_153653_privacy_notice from './20261126_153653_privacy_notice';
import * as migration_20261126_160512_complaints_and_key_facts from './20261126_160512_complaints_and_key_facts';
import * as migration_20261126_162053_privacy_requests from './20261126_162053_privacy_requests';
import * as migration_20261126_162853_call_backs_offices_hours from './20261126_162853_call_backs_offices_hours';
import * as migration_20261126_201336_policyholders from './20261126_201336_policyholders';
import * as migration_20261126_202222_site_search from './20261126_202222_site_search';
import * as migration_20261127_235259_languages from './20261127_235259_languages';
import * as migration_20261127_235343_home_in_languages from './20261127_235343_home_in_languages';
import * as migration_20261128_010123_claims_in_languages from './20261128_010123_claims_in_languages';
import * as migration_20261128_030204_products_in_languages from './20261128_030204_products_in_languages';
import * as migration_20261128_033559_claims_help_in_languages from './20261128_033559_claims_help_in_languages';

export const migrations = [
  {
    up: migration_20261121_062841_initial.up,
    down: migration_20261121_062841_initial.down,
    name: '20261121_062841_initial',
  },
  {
    up: migration_20261121_084021_enquiry_sender_key.up,
    down: migration_20261121_084021_enquiry_sender_key.down,
    name: '20261121_084021_enquiry_sender_key',
  },
  {
    up: migration_20261122_110238_plan_kinds.up,
    down: migration_20261122_110238_plan_kinds.down,
    name: '20261122_110238_plan_kinds',
  },
  {
    up: migration_20261122_140415_outbox_messages.up,
    down: migration_20261122_140415_outbox_messages.down,
    name: '20261122_140415_outbox_messages',
  },
  {
    up: migration_20261122_154016_session_4.up,
    down: migration_20261122_154016_session_4.down,
    name: '20261122_154016_session_4',
  },
  {
    up: migration_20261125_164030_enquiry_references.up,
    down: migration_20261125_164030_enquiry_references.down,
    name: '20261125_164030_enquiry_references',
  },
  {
    up: migration_20261125_164531_claim_file_review.up,
    down: migration_20261125_164531_claim_file_review.down,
    name: '20261125_164531_claim_file_review',
  },
  {
    up: migration_20261125_164622_promises.up,
    down: migration_20261125_164622_promises.down,
    name: '20261125_164622_promises',
  },
  {
    up: migration_20261125_164637_claim_death_details.up,
    down: migration_20261125_164637_claim_death_details.down,
    name: '20261125_164637_claim_death_details',
  },
  {
    up: migration_20261125_181815_email_reply_promise.up,
    down: migration_20261125_181815_email_reply_promise.down,
    name: '20261125_181815_email_reply_promise',
  },
  {
    up: migration_20261126_092400_starting_roles.up,
    down: migration_20261126_092400_starting_roles.down,
    name: '20261126_092400_starting_roles',
  },
  {
    up: migration_20261126_095744_audit_log_admin_brand.up,
    down: migration_20261126_095744_audit_log_admin_brand.down,
    name: '20261126_095744_audit_log_admin_brand',
  },
  {
    up: migration_20261126_100837_plan_approvals.up,
    down: migration_20261126_100837_plan_approvals.down,
    name: '20261126_100837_plan_approvals',
  },
  {
    up: migration_20261126_103237_version_authors.up,
    down: migration_20261126_103237_version_authors.down,
    name: '20261126_103237_version_authors',
  },
  {
    up: migration_20261126_123558_scheduled_publishing.up,
    down: migration_20261126_123558_scheduled_publishing.down,
    name: '20261126_123558_scheduled_publishing',
  },
  {
    up: migration_20261126_130754_claim_document_ticks.up,
    down: migration_20261126_130754_claim_document_ticks.down,
    name: '20261126_130754_claim_document_ticks',
  },
  {
    up: migration_20261126_133958_site_licence.up,
    down: migration_20261126_133958_site_licence.down,
    name: '20261126_133958_site_licence',
  },
  {
    up: migration_20261126_153653_privacy_notice.up,
    down: migration_20261126_153653_privacy_notice.down,
    name: '20261126_153653_privacy_notice',
  },
  {
    up: migration_20261126_160512_complaints_and_key_facts.up,
    down: migration_20261126_160512_complaints_and_key_facts.down,
    name: '20261126_160512_complaints_and_key_facts',
  },
  {
    up: migration_20261126_162053_privacy_requests.up,
    down: migration_20261126_162053_privacy_requests.down,
    name: '20261126_162053_privacy_requests',
  },
  {
    up: migration_20261126_162853_call_backs_offices_hours.up,
    down: migration_20261126_162853_call_backs_offices_hours.down,
    name: '20261126_162853_call_backs_offices_hours',
  },
  {
    up: migration_20261126_201336_policyholders.up,
    down: migration_20261126_201336_policyholders.down,
    name: '20261126_201336_policyholders',
  },
  {
    up: migration_20261126_202222_site_search.up,
    down: migration_20261126_202222_site_search.down,
    name: '20261126_202222_site_search',
  },
  {
    up: migration_20261127_235259_languages.up,
    down: migration_20261127_235259_languages.down,
    name: '20261127_235259_languages',
  },
  {
    up: migration_20261127_235343_home_in_languages.up,
    down: migration_20261127_235343_home_in_languages.down,
    name: '20261127_235343_home_in_languages',
  },
  {
    up: migration_20261128_010123_claims_in_languages.up,
    down: migration_20261128_010123_claims_in_languages.down,
    name: '20261128_010123_claims_in_languages',
  },
  {
    up: migration_20261128_030204_products_in_languages.up,
    down: migration_20261128_030204_products_in_languages.down,
    name: '20261128_030204_products_in_languages',
  },
  {
    up: migration_20261128_033559_claims_help_in_languages.up,
    down: migration_20261128_033559_claims_help_in_languages.down,
    name: '20261128_033559_claims_help_in_languages'
  },
];
