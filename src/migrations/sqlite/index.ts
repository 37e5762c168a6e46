import * as migration_20261121_062841_initial from './20261121_062841_initial';
import * as migration_20261121_084021_enquiry_sender_key from './20261121_084021_enquiry_sender_key';

export const migrations = [
  {
    up: migration_20261121_062841_initial.up,
    down: migration_20261121_062841_initial.down,
    name: '20261121_062841_initial',
  },
  {
    up: migration_20261121_084021_enquiry_sender_key.up,
    down: migration_20261121_084021_enquiry_sender_key.down,
    name: '20261121_084021_enquiry_sender_key'
  },
];
