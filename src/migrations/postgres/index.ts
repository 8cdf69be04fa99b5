import * as migration_20261125_220428_initial from './20261125_220428_initial';
import * as migration_20261125_223842_contract_state from './20261125_223842_contract_state';
import * as migration_20261125_224429_rate_limits from './20261125_224429_rate_limits';

export const migrations = [
  {
    up: migration_20261125_220428_initial.up,
    down: migration_20261125_220428_initial.down,
    name: '20261125_220428_initial',
  },
  {
    up: migration_20261125_223842_contract_state.up,
    down: migration_20261125_223842_contract_state.down,
    name: '20261125_223842_contract_state',
  },
  {
    up: migration_20261125_224429_rate_limits.up,
    down: migration_20261125_224429_rate_limits.down,
    name: '20261125_224429_rate_limits'
  },
];
