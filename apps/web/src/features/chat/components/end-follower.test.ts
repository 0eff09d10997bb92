import { describe, expect, it, vi } from 'vitest';
import { createEndFollower } from './end-follower';

/**
 * A list 1000 px tall in a 400 px viewport unless `total` is changed; frames run by hand. With
 * `withElement`, the follower also reads the element's offset (`scrollTop`, moved by its writes).
 */
function setup({ withElement = false, startFollowing = true } = {}) {
  const list = { total: 1000, viewport: 400, scrollTop: 600 };
  const queued: Array<() => void> = [];
  const write = vi.fn((offset: number) => void (list.scrollTop = offset));
  const onFollowingChange = vi.fn();
  const frames = {
    request: vi.fn((run: () => void) => queued.push(run)),
    cancel: vi.fn((handle: number) => void (queued[handle - 1] = () => undefined)),
  };
  const follower = createEndFollower({
    target: () => Math.max(0, list.total - list.viewport),
    distanceFromEnd: (offset) => list.total - list.viewport - offset,
    write,
    onFollowingChange,
    thresholdPx: 80,
    read: withElement ? () => list.scrollTop : undefined,
    frames,
    startFollowing,
  });
  const nextFrame = () => queued.splice(0).forEach((run) => run());
  return { list, write, onFollowingChange, frames, follower, nextFrame };
}

describe('createEndFollower', () => {
  it('opened where the user was reading (Back from an item page), it leaves the list there until resumed', () => {
    const { list, write, follower, nextFrame } = setup({ startFollowing: false });
    expect(follower.following).toBe(false);
    list.total = 1400;
    follower.snap(200);
    follower.follow(200);
    nextFrame();
    expect(write).not.toHaveBeenCalled();
    follower.resume(200);
    nextFrame();
    expect(write).toHaveBeenLastCalledWith(1000);
  });

  it('follows growth to the end once per frame, at the size of that frame', () => {
    const { list, write, frames, follower, nextFrame } = setup();
    for (let grow = 0; grow < 10; grow++) {
      list.total += 20;
      follower.follow(600);
    }
    expect(frames.request).toHaveBeenCalledTimes(1);
    list.total += 5;
    nextFrame();
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith(805);
    follower.scrolled(805);
    follower.follow(805);
    expect(frames.request).toHaveBeenCalledTimes(1);
    list.total += 30;
    follower.follow(805);
    nextFrame();
    expect(write).toHaveBeenLastCalledWith(835);
  });

  it('snaps to the end at once (before a paint) while following, replacing a queued frame', () => {
    const { list, write, frames, follower, nextFrame } = setup();
    follower.follow(0);
    list.total = 2000;
    follower.snap(0);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith(1600);
    expect(frames.cancel).toHaveBeenCalledTimes(1);
    nextFrame();
    expect(write).toHaveBeenCalledTimes(1);
    // Its own write is no reason to stop following; a user far from the end is not pulled back.
    follower.scrolled(1600);
    expect(follower.following).toBe(true);
    follower.scrolled(200);
    list.total = 2400;
    follower.snap(200);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('stops when the user scrolls up, shows it, and resumes on request', () => {
    const { list, write, onFollowingChange, follower, nextFrame } = setup();
    follower.scrolled(560);
    expect(follower.following).toBe(true);
    follower.scrolled(300);
    expect(follower.following).toBe(false);
    expect(onFollowingChange).toHaveBeenLastCalledWith(false);
    list.total += 200;
    follower.follow(300);
    nextFrame();
    expect(write).not.toHaveBeenCalled();

    follower.resume(300);
    expect(onFollowingChange).toHaveBeenLastCalledWith(true);
    nextFrame();
    expect(write).toHaveBeenLastCalledWith(800);
    // Rows measured on the way move the end: still following until it is reached.
    list.total += 500;
    follower.scrolled(820);
    expect(follower.following).toBe(true);
    follower.follow(820);
    nextFrame();
    follower.scrolled(1300);
    follower.scrolled(900);
    expect(follower.following).toBe(false);
  });

  it('its own write does not stop it even when the list grew meanwhile', () => {
    const { list, follower, nextFrame } = setup();
    list.total += 100;
    follower.follow(600);
    nextFrame();
    list.total += 400;
    follower.scrolled(700);
    expect(follower.following).toBe(true);
  });

  it.each([
    ['snap', (f: ReturnType<typeof setup>['follower']) => f.snap(600)],
    ['follow', (f: ReturnType<typeof setup>['follower']) => f.follow(600)],
  ])('a scroll up whose event has not come yet wins over a %s as the list grows', (_, grow) => {
    const { list, write, follower, nextFrame } = setup({ withElement: true });
    follower.scrolled(600);
    // The user scrolls to the top; before its scroll event, a row is measured and the list grows.
    list.scrollTop = 0;
    list.total += 300;
    grow(follower);
    nextFrame();
    expect(write).not.toHaveBeenCalled();
    expect(follower.following).toBe(false);
    expect(list.scrollTop).toBe(0);
    // The late event changes nothing; following resumes only at the end.
    follower.scrolled(0);
    expect(follower.following).toBe(false);
  });

  it('a move to the end it did not make (the list clamped, rows anchored) keeps it following', () => {
    const { list, write, follower } = setup({ withElement: true });
    follower.scrolled(600);
    list.total += 300;
    list.scrollTop = 880;
    follower.snap(600);
    expect(follower.following).toBe(true);
    expect(write).toHaveBeenCalledWith(900);
  });

  it('dispose cancels a pending frame', () => {
    const { list, write, frames, follower, nextFrame } = setup();
    list.total += 100;
    follower.follow(600);
    follower.dispose();
    expect(frames.cancel).toHaveBeenCalledTimes(1);
    nextFrame();
    expect(write).not.toHaveBeenCalled();
  });
});
