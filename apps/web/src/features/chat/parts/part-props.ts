import type { RobotMessage } from '../model';

export interface PartProps {
  message: RobotMessage;
}
