import { PlannedScreen } from '@/ui/PlannedScreen';

export default function ChatPage() {
  return <PlannedScreen title="Chat with QueueBee" description="Your friendly Hinglish DSA mentor." />;
}
