import type { ReactNode } from 'react';
import { Button, Card, Form, Space } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useStaffT as useT } from '../../lib/i18n';

/**
 * A list of the home content edited in place (groups, tiles, banners, questions): each row's fields
 * in a card with up, down and remove; a new row added at the end with `blank()`.
 */
export function ListEditor({ name, addLabel, blank, title, children }: { name: string | Array<string | number>; addLabel: string; blank: () => object; title: (index: number) => ReactNode; children: (field: FormListFieldData) => ReactNode }) {
  const t = useT();
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={title(index)}
              extra={
                <Space size={4}>
                  <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    {t('staff.home.up')}
                  </Button>
                  <Button size="small" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                    {t('staff.home.down')}
                  </Button>
                  <Button size="small" danger onClick={() => remove(index)}>
                    {t('staff.home.remove')}
                  </Button>
                </Space>
              }
            >
              {children(field)}
            </Card>
          ))}
          <Button type="dashed" onClick={() => add(blank())}>
            {addLabel}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
