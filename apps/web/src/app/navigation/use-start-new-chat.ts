import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onStartNewChat } from '@/lib/app-events';
import { openNewChat } from './new-chat';

/** The app answers start-new-chat events from any feature by opening /chat/new. */
export function useStartNewChat(): void {
  const navigate = useNavigate();
  useEffect(() => onStartNewChat(({ question }) => void openNewChat((to) => navigate(to), question)), [navigate]);
}
