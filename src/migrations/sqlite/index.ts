import * as migration_20261125_220414_initial from './20261125_220414_initial';

export const migrations = [
  {
    up: migration_20261125_220414_initial.up,
    down: migration_20261125_220414_initial.down,
    name: '20261125_220414_initial'
  },
];
