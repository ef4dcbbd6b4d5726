import type { OrderKey } from '../api/appointments';

/** Which order a slip's address names: ?orderid=, ?wlsh= (the application list's showcard) or ?serial= (the QR code). */
export function orderKeyFrom(search: URLSearchParams): OrderKey | null {
  const orderid = search.get('orderid') ?? search.get('id');
  if (orderid) return { orderid };
  const wlsh = search.get('wlsh');
  if (wlsh) return { wlsh };
  const serial = search.get('serial');
  return serial ? { serial } : null;
}
