import type {MessageGroup} from './model';

const group: MessageGroup = {
  id: 'collectors',
  title: 'collectors',
  summary: '',
  entries: [],
};

export default group;
