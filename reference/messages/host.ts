import type {MessageGroup} from './model';

const group: MessageGroup = {
  id: 'host',
  title: 'host',
  summary: '',
  entries: [],
};

export default group;
