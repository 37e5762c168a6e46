import * as migration_20261121_062846_initial from './20261121_062846_initial';

export const migrations = [
  {
    up: migration_20261121_062846_initial.up,
    down: migration_20261121_062846_initial.down,
    name: '20261121_062846_initial'
  },
];
