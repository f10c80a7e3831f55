import { useParams } from 'react-router-dom';
import { CreateActivity } from './CreateActivity';
import { EditActivity } from './EditActivity';

/** The shell's one entry for the editor routes: an :id means Edit Activity, none means Create. */
export function ActivityEditor() {
  const { id } = useParams();
  return id ? <EditActivity /> : <CreateActivity />;
}

export default ActivityEditor;
