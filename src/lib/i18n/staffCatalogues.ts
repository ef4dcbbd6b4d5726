import zhCN from '../../../schemas/messages/staff/zh-CN.json';
import en from '../../../schemas/messages/staff/en.json';
import { registerStaffCatalogue } from '../../../engine/i18n/translateStaff';

// The staff app builds both of its small catalogues in (decision 0048); imported first by its entry.
registerStaffCatalogue('zh-CN', zhCN);
registerStaffCatalogue('en', en);
