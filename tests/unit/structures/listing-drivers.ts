/**
 * The Python and Java programs that drive the listings. They read the protocol of
 * `protocolScript` (listing-harness.ts) on stdin and print the same lines as `driveJavaScript`.
 */

export const PYTHON_DRIVER = `import sys

PATHS = dict(arg.split("=", 1) for arg in sys.argv[1:])
CLASSES = {"array": "DynamicArray", "stack": "ArrayStack", "queue": "CircularQueue", "linkedList": "SinglyLinkedList"}


def load(structure, module_name):
    namespace = {"__name__": module_name}
    with open(PATHS[structure]) as source:
        exec(compile(source.read(), PATHS[structure], "exec"), namespace)
    return namespace


def state(structure, target):
    if structure in ("array", "linkedList"):
        return ",".join(str(v) for v in target.to_list())
    return str(target.size())


def apply(structure, target, op, index, value):
    if structure == "array":
        if op == "add":
            return target.add(value)
        if op == "insert":
            return target.insert(index, value)
        if op == "remove":
            return target.remove(index)
        if op == "update":
            return target.update(index, value)
    if structure == "linkedList":
        if op == "add":
            return target.append(value)
        if op == "insert":
            return target.insert_at(index, value)
        if op == "remove":
            return target.remove_at(index)
    if structure == "stack":
        if op == "push":
            return target.push(value)
        if op == "pop":
            return target.pop()
        if op == "peek":
            return target.peek()
    if structure == "queue":
        if op == "enqueue":
            return target.enqueue(value)
        if op == "dequeue":
            return target.dequeue()
        if op == "peek":
            return target.peek()
    raise ValueError("unknown operation " + structure + " " + op)


structure = None
target = None
for raw in sys.stdin:
    parts = raw.split()
    if not parts:
        continue
    if parts[0] == "run":
        structure = parts[1]
        target = load(structure, "listing")[CLASSES[structure]]()
    elif parts[0] == "end":
        if structure in ("stack", "queue"):
            taken = []
            while not target.is_empty():
                taken.append(str(target.pop() if structure == "stack" else target.dequeue()))
            print("drain|" + ",".join(taken))
        print("end")
    elif parts[0] == "demo":
        print("demo " + parts[1])
        load(parts[1], "__main__")
        print("demo-end")
    else:
        op, index, value = parts[0], int(parts[1]), int(parts[2])
        try:
            result = apply(structure, target, op, index, value)
            shown = "-" if op in ("add", "insert", "update", "push", "enqueue") else str(result)
            print(shown + "|" + state(structure, target))
        except IndexError:
            print("error|" + state(structure, target))
`;

export const JAVA_DRIVER = `import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;

public class ListingDriver {
    private static DynamicArray array;
    private static ArrayStack stack;
    private static CircularQueue queue;
    private static SinglyLinkedList list;

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String structure = "";
        String line;
        while ((line = in.readLine()) != null) {
            String[] parts = line.trim().split("\\\\s+");
            if (parts[0].isEmpty()) {
                continue;
            }
            if (parts[0].equals("run")) {
                structure = parts[1];
                array = new DynamicArray();
                stack = new ArrayStack();
                queue = new CircularQueue();
                list = new SinglyLinkedList();
            } else if (parts[0].equals("end")) {
                if (structure.equals("stack") || structure.equals("queue")) {
                    List<String> taken = new ArrayList<>();
                    if (structure.equals("stack")) {
                        while (!stack.isEmpty()) taken.add(String.valueOf(stack.pop()));
                    } else {
                        while (!queue.isEmpty()) taken.add(String.valueOf(queue.dequeue()));
                    }
                    System.out.println("drain|" + String.join(",", taken));
                }
                System.out.println("end");
            } else if (parts[0].equals("demo")) {
                System.out.println("demo " + parts[1]);
                demo(parts[1]);
                System.out.println("demo-end");
            } else {
                String op = parts[0];
                int index = Integer.parseInt(parts[1]);
                int value = Integer.parseInt(parts[2]);
                try {
                    String result = apply(structure, op, index, value);
                    System.out.println(result + "|" + state(structure));
                } catch (IndexOutOfBoundsException | IllegalStateException e) {
                    System.out.println("error|" + state(structure));
                }
            }
        }
    }

    private static String apply(String structure, String op, int index, int value) {
        switch (structure + "." + op) {
            case "array.add": array.add(value); return "-";
            case "array.insert": array.insert(index, value); return "-";
            case "array.remove": return String.valueOf(array.remove(index));
            case "array.update": array.update(index, value); return "-";
            case "stack.push": stack.push(value); return "-";
            case "stack.pop": return String.valueOf(stack.pop());
            case "stack.peek": return String.valueOf(stack.peek());
            case "queue.enqueue": queue.enqueue(value); return "-";
            case "queue.dequeue": return String.valueOf(queue.dequeue());
            case "queue.peek": return String.valueOf(queue.peek());
            case "linkedList.add": list.append(value); return "-";
            case "linkedList.insert": list.insertAt(index, value); return "-";
            case "linkedList.remove": return String.valueOf(list.removeAt(index));
            default: throw new IllegalArgumentException("unknown operation " + structure + " " + op);
        }
    }

    private static String state(String structure) {
        switch (structure) {
            case "array": return join(array.toArray());
            case "linkedList": return join(list.toArray());
            case "stack": return String.valueOf(stack.size());
            default: return String.valueOf(queue.size());
        }
    }

    private static String join(int[] values) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            if (i > 0) text.append(',');
            text.append(values[i]);
        }
        return text.toString();
    }

    private static void demo(String structure) {
        String[] none = new String[0];
        switch (structure) {
            case "array": DynamicArray.main(none); break;
            case "stack": ArrayStack.main(none); break;
            case "queue": CircularQueue.main(none); break;
            default: SinglyLinkedList.main(none); break;
        }
    }
}
`;
