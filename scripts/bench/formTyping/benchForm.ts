import type { FormConfig, JsonSchema } from '../../../engine/schemas/types';

/**
 * The 60-field form the typing bench draws: 40 text fields (some with formats), 10 amounts, 5
 * pickers and 5 dates, a third of them required — about the size of the largest filing page
 * (mortgage rights with the units and parties around it).
 */
export function benchForm(): FormConfig {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (let index = 1; index <= 60; index += 1) {
    const name = `f${index}`;
    if (index <= 40) {
      const format = index % 10 === 3 ? 'mobile' : index % 10 === 7 ? 'idcard' : undefined;
      properties[name] = { type: 'string', title: `文本字段${index}`, maxLength: 100, ...(format ? { format } : {}) };
    } else if (index <= 50) {
      properties[name] = { type: 'number', title: `金额${index}`, minimum: 0 };
    } else if (index <= 55) {
      properties[name] = { type: 'string', title: `选项${index}`, enum: ['1', '2', '3'] };
    } else {
      properties[name] = { type: 'string', title: `日期${index}`, format: 'date' };
    }
    if (index % 3 === 0) required.push(name);
  }
  return {
    id: 'bench60',
    version: 1,
    title: '60 字段表单',
    schema: { type: 'object', properties, required },
    uiSchema: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${51 + i}`, { 'ui:enumNames': ['一', '二', '三'] }])),
  };
}

/** The field typed into: a plain text field in the middle of the form. */
export const TYPED_FIELD = 'f20';
