import 'antd-mobile/es/global';
import '../../../src/styles/base.css';
import { createRoot } from 'react-dom/client';
import { EngineForm } from '../../../engine/renderer';
import { hashJson } from '../../../engine/schemas/hashJson';
import { validatorIdOf } from '../../../engine/schemas/resolveForm';
import type { CompiledValidate } from '../../../engine/validation/types';
import { benchForm, TYPED_FIELD } from './benchForm';

// Written by formTyping.ts before the build (standalone code for the bench form).
const generated = import.meta.glob<Record<string, CompiledValidate>>('../../../.tmp/bench/bench60Validators.ts', { eager: true, import: 'default' });

export async function mountEngine(root: HTMLElement): Promise<void> {
  const form = benchForm();
  const schema = { $id: validatorIdOf(form.id), ...form.schema };
  const validateFns = Object.values(generated)[0] ?? null;
  const resolved = { form, schema, hash: hashJson(schema), options: {} };
  document.body.dataset.target = `#f_${form.id}_${TYPED_FIELD}`;
  createRoot(root).render(<EngineForm resolved={resolved} validateFns={validateFns} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
