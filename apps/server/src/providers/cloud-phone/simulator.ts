import type { CloudActionType } from '@app/protocol';
import type { CloudPhoneProvider, InterruptType, ProviderTaskInput, ProviderUpdate } from './provider';
import { phoneScreenSvg } from './screenshot';

interface Step {
  action: CloudActionType;
  runState: number;
  title: string;
  message: string;
  rate: number;
}

const FAIL_MARK = '失败';

/**
 * The shopping script (spec section 4): start, executing steps, a handover at run_state 2 that
 * waits for the user's login, user_action_completed, communicate, finish. From the handover on
 * run_state stays 2 until the end (2 → 3 is the transition that announces the result).
 * A task whose name contains 失败 fails at the handover (login fail).
 */
function script(mall: string, task: string): { before: Step[]; after: Step[] } {
  return {
    before: [
      { action: 'task_start', runState: 0, title: '收到任务', message: `好的，我来用云手机帮你「${task}」`, rate: 0 },
      { action: 'executing', runState: 1, title: `打开${mall}`, message: `正在打开${mall} App`, rate: 15 },
      { action: 'executing', runState: 1, title: '搜索商品', message: '正在搜索商品', rate: 30 },
      { action: 'handover', runState: 2, title: `登录${mall}`, message: `需要你登录${mall}账号后继续`, rate: 40 },
    ],
    after: [
      { action: 'user_action_completed', runState: 2, title: '登录成功', message: '登录成功，继续执行', rate: 50 },
      { action: 'executing', runState: 2, title: '选择规格', message: '正在选择规格和数量', rate: 65 },
      { action: 'communicate', runState: 2, title: '确认订单', message: '已选好默认规格，正在核对价格和优惠', rate: 80 },
      { action: 'executing', runState: 2, title: '提交订单', message: '正在提交订单', rate: 90 },
      { action: 'finish', runState: 3, title: '下单完成', message: '订单已提交，请在 App 内完成支付', rate: 100 },
    ],
  };
}

interface Running {
  input: ProviderTaskInput;
  emit: (update: ProviderUpdate) => void;
  done: Step[];
  pending: Step[];
  waitingForUser: boolean;
  timer?: NodeJS.Timeout;
}

export function createSimulatorProvider(opts: { stepMs?: number } = {}): CloudPhoneProvider {
  const stepMs = opts.stepMs ?? 700;
  const tasks = new Map<string, Running>();

  const titles = (r: Running) => [...r.done, ...r.pending].filter((s) => s.action !== 'task_start');

  function report(
    r: Running,
    step: Step,
    action: CloudActionType = step.action,
    runState = step.runState,
    message = step.message,
  ) {
    r.done.push(step);
    const doneTitles = new Set(r.done.map((s) => s.title));
    const app = `${r.input.mallName} App`;
    r.emit({
      action_type: action,
      run_state: runState,
      show_message: message,
      app_name: app,
      completion_rate: step.rate,
      steps: titles(r).map((s) => ({ title: s.title, done: doneTitles.has(s.title) })),
      screenshot: { title: step.title, svg: phoneScreenSvg(app, step.title, step.rate, r.done.length) },
    });
  }

  function advance(taskId: string): void {
    const r = tasks.get(taskId);
    if (!r) return;
    const step = r.pending.shift();
    if (!step) return void tasks.delete(taskId);
    report(r, step);
    if (step.action === 'handover') {
      r.waitingForUser = true;
      if (r.input.taskName.includes(FAIL_MARK))
        r.timer = setTimeout(() => finishWith(taskId, 'failed', `${r.input.mallName}登录失败，任务已结束`), stepMs);
      return;
    }
    if (step.runState >= 3) return void tasks.delete(taskId);
    r.timer = setTimeout(() => advance(taskId), stepMs);
  }

  function finishWith(taskId: string, action: 'failed' | 'aborted', message: string): void {
    const r = tasks.get(taskId);
    if (!r) return;
    clearTimeout(r.timer);
    tasks.delete(taskId);
    const last = r.done.at(-1)!;
    report(r, { ...last, title: action === 'failed' ? '任务失败' : '任务已中断' }, action, 4, message);
  }

  return {
    async start(input, emit) {
      const { before, after } = script(input.mallName, input.taskName);
      const r: Running = { input, emit, done: [], pending: [...before, ...after], waitingForUser: false };
      tasks.set(input.taskId, r);
      advance(input.taskId);
    },
    async userActionComplete(taskId) {
      const r = tasks.get(taskId);
      if (!r || !r.waitingForUser || r.input.taskName.includes(FAIL_MARK)) return;
      r.waitingForUser = false;
      advance(taskId);
    },
    async interrupt(taskId, type: InterruptType) {
      finishWith(taskId, 'aborted', type === 'user_takeover' ? '你已接管操作，云手机已停止' : '任务已按你的要求停止');
    },
    async close() {
      for (const r of tasks.values()) clearTimeout(r.timer);
      tasks.clear();
    },
  };
}
