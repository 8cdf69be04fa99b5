import * as migration_20261125_220414_initial from './20261125_220414_initial';
import * as migration_20261125_223817_contract_state from './20261125_223817_contract_state';
import * as migration_20261125_224727_rate_limits from './20261125_224727_rate_limits';
import * as migration_20261125_225311_activity_seats from './20261125_225311_activity_seats';
import * as migration_20261126_071201_search_index from './20261126_071201_search_index';
import * as migration_20261126_080451_search_tuning from './20261126_080451_search_tuning';
import * as migration_20261126_103105_normalise_identities from './20261126_103105_normalise_identities';
import * as migration_20261126_110630_uploads_storage_fields from './20261126_110630_uploads_storage_fields';
import * as migration_20261126_140256_normalise_join_phones from './20261126_140256_normalise_join_phones';
import * as migration_20261126_223816_lead_workflow from './20261126_223816_lead_workflow';
import * as migration_20261127_020750_product_views from './20261127_020750_product_views';
import * as migration_20261127_021734_staff_operations from './20261127_021734_staff_operations';
import * as migration_20261127_031105_inquiries from './20261127_031105_inquiries';
import * as migration_20261127_053125_localization from './20261127_053125_localization';
import * as migration_20261127_063346_english_version from './20261127_063346_english_version';
import * as migration_20261127_094600_localize_shared_labels from './20261127_094600_localize_shared_labels';
import * as migration_20261127_200505_series_filter_index from './20261127_200505_series_filter_index';
import * as migration_20261203_070158_select_role from './20261203_070158_select_role';
import * as migration_20261203_082303_country_and_choice_keys from './20261203_082303_country_and_choice_keys';
import * as migration_20261204_151032_banner_text_and_localized_logo from './20261204_151032_banner_text_and_localized_logo';
import * as migration_20261206_225340_search_synonyms from './20261206_225340_search_synonyms';
import * as migration_20261206_231716_search_queries from './20261206_231716_search_queries';
import * as migration_20261207_055503_retention from './20261207_055503_retention';

export const migrations = [
  {
    up: migration_20261125_220414_initial.up,
    down: migration_20261125_220414_initial.down,
    name: '20261125_220414_initial',
  },
  {
    up: migration_20261125_223817_contract_state.up,
    down: migration_20261125_223817_contract_state.down,
    name: '20261125_223817_contract_state',
  },
  {
    up: migration_20261125_224727_rate_limits.up,
    down: migration_20261125_224727_rate_limits.down,
    name: '20261125_224727_rate_limits',
  },
  {
    up: migration_20261125_225311_activity_seats.up,
    down: migration_20261125_225311_activity_seats.down,
    name: '20261125_225311_activity_seats',
  },
  {
    up: migration_20261126_071201_search_index.up,
    down: migration_20261126_071201_search_index.down,
    name: '20261126_071201_search_index',
  },
  {
    up: migration_20261126_080451_search_tuning.up,
    down: migration_20261126_080451_search_tuning.down,
    name: '20261126_080451_search_tuning',
  },
  {
    up: migration_20261126_103105_normalise_identities.up,
    down: migration_20261126_103105_normalise_identities.down,
    name: '20261126_103105_normalise_identities',
  },
  {
    up: migration_20261126_110630_uploads_storage_fields.up,
    down: migration_20261126_110630_uploads_storage_fields.down,
    name: '20261126_110630_uploads_storage_fields',
  },
  {
    up: migration_20261126_140256_normalise_join_phones.up,
    down: migration_20261126_140256_normalise_join_phones.down,
    name: '20261126_140256_normalise_join_phones',
  },
  {
    up: migration_20261126_223816_lead_workflow.up,
    down: migration_20261126_223816_lead_workflow.down,
    name: '20261126_223816_lead_workflow',
  },
  {
    up: migration_20261127_020750_product_views.up,
    down: migration_20261127_020750_product_views.down,
    name: '20261127_020750_product_views',
  },
  {
    up: migration_20261127_021734_staff_operations.up,
    down: migration_20261127_021734_staff_operations.down,
    name: '20261127_021734_staff_operations',
  },
  {
    up: migration_20261127_031105_inquiries.up,
    down: migration_20261127_031105_inquiries.down,
    name: '20261127_031105_inquiries',
  },
  {
    up: migration_20261127_053125_localization.up,
    down: migration_20261127_053125_localization.down,
    name: '20261127_053125_localization',
  },
  {
    up: migration_20261127_063346_english_version.up,
    down: migration_20261127_063346_english_version.down,
    name: '20261127_063346_english_version',
  },
  {
    up: migration_20261127_094600_localize_shared_labels.up,
    down: migration_20261127_094600_localize_shared_labels.down,
    name: '20261127_094600_localize_shared_labels',
  },
  {
    up: migration_20261127_200505_series_filter_index.up,
    down: migration_20261127_200505_series_filter_index.down,
    name: '20261127_200505_series_filter_index',
  },
  {
    up: migration_20261203_070158_select_role.up,
    down: migration_20261203_070158_select_role.down,
    name: '20261203_070158_select_role',
  },
  {
    up: migration_20261203_082303_country_and_choice_keys.up,
    down: migration_20261203_082303_country_and_choice_keys.down,
    name: '20261203_082303_country_and_choice_keys',
  },
  {
    up: migration_20261204_151032_banner_text_and_localized_logo.up,
    down: migration_20261204_151032_banner_text_and_localized_logo.down,
    name: '20261204_151032_banner_text_and_localized_logo',
  },
  {
    up: migration_20261206_225340_search_synonyms.up,
    down: migration_20261206_225340_search_synonyms.down,
    name: '20261206_225340_search_synonyms',
  },
  {
    up: migration_20261206_231716_search_queries.up,
    down: migration_20261206_231716_search_queries.down,
    name: '20261206_231716_search_queries',
  },
  {
    up: migration_20261207_055503_retention.up,
    down: migration_20261207_055503_retention.down,
    name: '20261207_055503_retention'
  },
];
