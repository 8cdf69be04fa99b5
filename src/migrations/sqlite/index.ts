import * as migration_20261125_220414_initial from './20261125_220414_initial';
import * as migration_20261125_223817_contract_state from './20261125_223817_contract_state';
import * as migration_20261125_224727_rate_limits from './20261125_224727_rate_limits';

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
    name: '20261125_224727_rate_limits'
  },
];
