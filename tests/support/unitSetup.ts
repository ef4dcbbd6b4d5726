import zhCN from '../../schemas/messages/zh-CN.json' with { type: 'json' };
import en from '../../schemas/messages/en.json' with { type: 'json' };
import staffZhCN from '../../schemas/messages/staff/zh-CN.json' with { type: 'json' };
import staffEn from '../../schemas/messages/staff/en.json' with { type: 'json' };
import templates from '../../schemas/notifications/templates.json' with { type: 'json' };
import { registerCatalogue } from '../../engine/i18n/translate';
import { registerStaffCatalogue } from '../../engine/i18n/translateStaff';
import { readTemplatesFrom } from '../../server/outbox/templates';

// Unit tests speak both languages and tell citizens what the server would: the texts of the
// repository's schemas/ (a server reads SCHEMAS_DIR's through its schema service, decision 0069).
registerCatalogue('zh-CN', zhCN);
registerCatalogue('en', en);
registerStaffCatalogue('zh-CN', staffZhCN);
registerStaffCatalogue('en', staffEn);
readTemplatesFrom(() => templates);
