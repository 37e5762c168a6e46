import { env } from '@/lib/env'

import { AddressWarning } from './AddressWarning'

import './brand.css'

/** Above the admin's header and on the sign-in page: a warning when the admin is open at an address other than SERVER_URL. */
export function AddressCheck() {
  return <AddressWarning serverUrl={env.serverUrl} />
}
