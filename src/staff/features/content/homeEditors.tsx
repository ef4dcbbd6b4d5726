import { Col, Form, Input, Row } from 'antd';
import { useStaffT as useT } from '../../lib/i18n';
import { ImageField } from './ImageField';
import { ListEditor } from './ListEditor';

/** A new row's id: the configuration's ids are keys, never shown. */
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A tile's or group's own fields: name (and English), note, icon, and where it leads. */
function TileFields({ path, withUrl }: { path: Array<string | number>; withUrl: boolean }) {
  const t = useT();
  return (
    <Row gutter={8}>
      <Col span={6}>
        <Form.Item name={[...path, 'menuname']} label={t('staff.home.name')} rules={[{ required: true, whitespace: true, message: t('staff.required') }]}>
          <Input maxLength={20} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name={[...path, 'menunameEn']} label={t('staff.home.nameEn')}>
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name={[...path, 'bz']} label={t('staff.home.note')}>
          <Input maxLength={40} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name={[...path, 'imgpath']} label={t('staff.home.icon')}>
          <ImageField label={t('staff.home.icon')} />
        </Form.Item>
      </Col>
      {withUrl && (
        <Col span={12}>
          <Form.Item name={[...path, 'url']} label={t('staff.home.url')}>
            <Input />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}

/** The menu tree: first-level groups, each with its second-level tiles (in-app routes or outside addresses). */
export function MenusEditor() {
  const t = useT();
  return (
    <ListEditor name="menus" addLabel={t('staff.home.addGroup')} title={(index) => `${t('staff.home.group')} ${index + 1}`} blank={() => ({ id: newId('m'), menuname: '', bz: '', imgpath: '/icons/apply.svg', url: '', menutype: 'group', secondmenus: [] })}>
      {(group) => (
        <>
          <TileFields path={[group.name]} withUrl={false} />
          <ListEditor name={[group.name, 'secondmenus']} addLabel={t('staff.home.addTile')} title={(index) => `${index + 1}`} blank={() => ({ id: newId('t'), menuname: '', bz: '', imgpath: '/icons/apply.svg', url: '/', menutype: 'view' })}>
            {(tile) => <TileFields path={[tile.name]} withUrl />}
          </ListEditor>
        </>
      )}
    </ListEditor>
  );
}

/** The home banners: title, image (uploaded or an address) and where a tap leads. */
export function BannersEditor() {
  const t = useT();
  return (
    <ListEditor name="banners" addLabel={t('staff.home.addBanner')} title={(index) => `${index + 1}`} blank={() => ({ title: '', image: '', url: '' })}>
      {(banner) => (
        <Row gutter={8}>
          <Col span={12}>
            <Form.Item name={[banner.name, 'title']} label={t('staff.home.bannerTitle')} rules={[{ required: true, whitespace: true, message: t('staff.required') }]}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={[banner.name, 'url']} label={t('staff.home.url')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={[banner.name, 'image']} label={t('staff.home.bannerImage')}>
              <ImageField label={t('staff.home.bannerImage')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={[banner.name, 'imageEn']} label={`${t('staff.home.bannerImage')} (English)`}>
              <ImageField label={`${t('staff.home.bannerImage')} (English)`} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ListEditor>
  );
}

/** The common questions, in the order the citizen's page lists them. */
export function QuestionsEditor() {
  const t = useT();
  return (
    <ListEditor name="questions" addLabel={t('staff.home.addQuestion')} title={(index) => `${index + 1}`} blank={() => ({ id: newId('q'), question: '', answer: '' })}>
      {(item) => (
        <>
          <Form.Item name={[item.name, 'question']} label={t('staff.home.question')} rules={[{ required: true, whitespace: true, message: t('staff.required') }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name={[item.name, 'answer']} label={t('staff.home.answer')} rules={[{ required: true, whitespace: true, message: t('staff.required') }]}>
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
        </>
      )}
    </ListEditor>
  );
}

/** The contact page: its lines (one a line) and the QR code (uploaded, or the one the server draws). */
export function ContactEditor() {
  const t = useT();
  return (
    <>
      <Form.Item name="lines" label={t('staff.home.lines')} rules={[{ required: true, whitespace: true, message: t('staff.required') }]}>
        <Input.TextArea rows={8} />
      </Form.Item>
      <Form.Item name="qrImage" label={t('staff.home.qr')} extra={t('staff.home.qrDrawn')}>
        <ImageField label={t('staff.home.qr')} />
      </Form.Item>
    </>
  );
}
