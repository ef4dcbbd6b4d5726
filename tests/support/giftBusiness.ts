import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A copy of schemas/ with one more business, as a registry administrator would add it by editing
 * configuration only: 赠与转移登记 (gift transfer, 3002: a transfer of ownership, djlx 200 / qllx
 * 4 like the sale, told apart by its business in the routing row's condition) with its own fill and
 * detail pages, a gift-info sub-form with its own dictionary and a conditional rule, an attachment
 * group, a catalogue entry with its guide, a routing row, a sub-form route and its register effect (the new files are under
 * tests/fixtures/gift-business/). Returns the folder; the caller removes it.
 */
export function schemasWithGiftBusiness(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-gift-schemas-'));
  fs.cpSync(path.resolve('schemas'), dir, { recursive: true });
  fs.cpSync(path.resolve('tests/fixtures/gift-business'), dir, { recursive: true });
  const edit = <T>(file: string, change: (json: T) => void) => {
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;
    change(json);
    fs.writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
  };
  edit<{ parents: Array<{ examplerange: string; Prodefs: unknown[] }> }>('businesses/catalogue.json', (catalogue) => {
    const transfers = catalogue.parents.find((parent) => parent.examplerange === '3')!;
    transfers.Prodefs.push({
      id: '3002',
      prodef_name: '赠与转移登记',
      prodef_nameEn: 'Gift transfer',
      yhlx: '0',
      djlx: '200',
      qllx: '4',
      code: 'ZYZY01',
      titleConfig: 'fwxx-sale',
      guide: { title: '赠与转移登记办事指南', content: '一、适用范围\n房屋所有权人将房屋无偿赠与他人的，赠与人与受赠人应当共同申请转移登记。\n\n二、申请材料\n1．不动产登记申请书；\n2．双方身份证明；\n3．不动产权属证书；\n4．经公证的赠与合同。\n\n三、办理时限\n3个工作日。' },
      qlrAlias: '受赠人',
      ywrAlias: '赠与人',
      qlrAliasEn: 'Recipient',
      ywrAliasEn: 'Donor',
    });
  });
  edit<{ rows: unknown[] }>('routing/fill-routes.json', (routing) => {
    routing.rows.unshift({ djlx: '200', qllx: '4', when: { fact: 'prodefid', eq: '3002' }, fill: 'infofillzydj', detail: 'applyDetailZydj', meaning: 'gift transfer' });
  });
  edit<{ routes: unknown[] }>('routing/subform-routes.json', (table) => {
    table.routes.unshift({ route: '/info/zyxxinfo', form: 'zyxx', savetype: '1', readonlyRoute: '/zyxxD' });
  });
  // Every business says what 登簿 writes (docs/decisions/0074): a gift transfers ownership as a sale does.
  edit<{ registration: { effects: Array<{ businesses: string[] }> } }>('workflow/review.json', (workflow) => {
    workflow.registration.effects.find((effect) => effect.businesses.includes('3001'))!.businesses.push('3002');
  });
  return dir;
}
