import { describe, expect, inject, it } from 'vitest';
import { latestSmsCode, passFace, randomIdNumber, randomPhone } from '../support/accountHelpers';
import { newSignedInUser } from '../support/testClient';

const baseUrl = inject('baseUrl');

type Envelope = { errcode: string | number; errmsg: string; data: Record<string, unknown> };

/** Issue 27: the values a citizen's errands carry read true. */
describe.skipIf(!baseUrl)('values a citizen reads and types (issue 27)', () => {
  it('takes a name whose parts a middle dot joins (买买提·艾力) on the profile', async () => {
    const { client } = await newSignedInUser(baseUrl, 'dot');
    const name = '买买提·艾力';
    const cardnum = randomIdNumber();
    const phone = randomPhone();
    await passFace(client, name, cardnum);
    await client.post('/online/wx/apilist/getPhoneCode', { phone });
    const code = await latestSmsCode(client, phone);
    const saved = await client.post<Envelope>('/online/wx/apilist/saveUserInfo', { name, cardnum, phone, code, password: 'abc123' });
    expect(saved.body).toMatchObject({ errcode: '00', data: { name } });
  });
});
