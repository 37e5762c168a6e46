import * as migration_20261121_045659_initial from './20261121_045659_initial';

export const migrations = [
  {
    up: migration_20261121_045659_initial.up,
    down: migration_20261121_045659_initial.down,
    name: '20261121_045659_initial'
  },
];
