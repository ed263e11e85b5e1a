import { ComingSoon } from '../../ui/coming-soon';

export function ChatbotPage() {
  return <ComingSoon titleKey="chatbot.title" />;
}
