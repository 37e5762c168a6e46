import * as migration_20261121_045705_initial from './20261121_045705_initial';

export const migrations = [
  {
    up: migration_20261121_045705_initial.up,
    down: migration_20261121_045705_initial.down,
    name: '20261121_045705_initial'
  },
];
