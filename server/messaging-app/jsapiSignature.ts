import crypto from 'node:crypto';

/** The messaging app's jsapi ticket; in the emulation it is derived from the app secret. */
export function jsapiTicket(secret: string): string {
  return crypto.createHmac('sha256', secret).update('jsapi_ticket').digest('hex');
}

/** The JS-SDK signature: sha1 over the sorted ticket, nonce, timestamp and page url (no hash part). */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: string, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return crypto.createHash('sha1').update(plain).digest('hex');
}
