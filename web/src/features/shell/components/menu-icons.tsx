import {
  BotRegular,
  CalendarLtrRegular,
  ClipboardTaskListLtrRegular,
  CommentMultipleRegular,
  DocumentMultipleRegular,
  DocumentSearchRegular,
  DocumentTextRegular,
  FolderRegular,
  HomeRegular,
  PeopleSettingsRegular,
  ShieldCheckmarkRegular,
  WrenchScrewdriverRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

/** The icon of each sidebar entry, by its path (contracts' menu). */
const icons: Record<string, ReactElement> = {
  '/': <HomeRegular />,
  '/contacts': <FolderRegular />,
  '/contracts': <DocumentTextRegular />,
  '/orders': <ClipboardTaskListLtrRegular />,
  '/supplier-periods': <CalendarLtrRegular />,
  '/compliance': <ShieldCheckmarkRegular />,
  '/documents': <DocumentMultipleRegular />,
  '/DocumentsUnderReview': <CommentMultipleRegular />,
  '/chatbot': <BotRegular />,
  '/admin': <PeopleSettingsRegular />,
  '/audit/documents': <DocumentSearchRegular />,
  '/dev/advanced': <WrenchScrewdriverRegular />,
};

export function menuIcon(path: string): ReactElement {
  return icons[path] ?? <FolderRegular />;
}
