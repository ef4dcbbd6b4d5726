import Form from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { FORMAT_FUNCTIONS } from '../../../engine/validation/formatFunctions';
import { benchForm, TYPED_FIELD } from './benchForm';

/** RJSF as it comes: default theme, live validation on every change, ajv compiling at run time. */
export async function mountStock(root: HTMLElement): Promise<void> {
  const form = benchForm();
  const validator = customizeValidator({ customFormats: FORMAT_FUNCTIONS });
  document.body.dataset.target = `#root_${TYPED_FIELD}`;
  createRoot(root).render(<Form schema={form.schema as never} uiSchema={form.uiSchema as never} validator={validator} liveValidate />);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
