/**
 * The Python side of the Python runner: source that Pyodide runs once, defining `_queuebee_run`, which
 * compiles the learner's code, calls their `sort(arr)`, `search(arr, target)` or `bfs(graph, source)` on
 * the input and answers with one JSON string (`HarnessReply` in ./harnessReply.ts).
 *
 * How the learner's plain code is recorded:
 * - `arr` is a list whose reads and writes by index are recorded; the values it hands out are numbers that
 *   remember the index they were read from, so comparing two of them records a comparison between those
 *   positions. Two writes in a row that exchange two values are folded into one swap.
 * - `graph` is a dict whose neighbour lists record each neighbour read as an edge; the first time a
 *   vertex's neighbours are looked up, that vertex is recorded as visited.
 * - `sys.settrace` follows the learner's lines, so a run that outlasts the time limit stops naming its
 *   line; the operation budget stops at the line that went over it.
 * - print goes into a list of lines within the output caps of ../outputCaps.ts, kept as JavaScript's
 *   `OutputCollector` keeps them (the same steps, written again in Python); the learner may import only a list of plain modules, so
 *   Pyodide's bridges to JavaScript (`js`, `pyodide`, `pyodide.http`'s pyfetch) stay out of reach.
 */

import { OUTPUT_CAPS, OUTPUT_CUT_NOTE } from '../outputCaps';
import type { PlaygroundTask } from '../recording';
import { ARGUMENT_NAMES, LENGTH_NAMES, RANGE_PAIRS } from '../javascript/entry';

/** The function each task asks the learner for, as its error messages name it. */
const TASK_SIGNATURES: Readonly<Record<PlaygroundTask, string>> = {
  sort: 'sort(arr)',
  search: 'search(arr, target)',
  bfs: 'bfs(graph, source)',
};

/** The file name the learner's code is compiled under, so their frames can be told from the harness's. */
export const LEARNER_FILENAME = '<your code>';

/** Modules the learner's code may import: the plain ones an algorithm needs, nothing that reaches out. */
export const ALLOWED_PYTHON_MODULES: readonly string[] = [
  'math',
  'cmath',
  'collections',
  'collections.abc',
  'heapq',
  'bisect',
  'itertools',
  'functools',
  'operator',
  'random',
  'string',
  'typing',
  'dataclasses',
  'copy',
  'array',
  'statistics',
  'fractions',
  'decimal',
  'enum',
  'numbers',
  're',
];

/** Line events between two looks at the clock: reading it on every line would slow every run. */
export const LINES_PER_CLOCK_CHECK = 64;

export const PYTHON_HARNESS = String.raw`
import ast as _ast
import builtins as _builtins
import json as _json
import math as _math
import operator as _operator
import sys as _sys
import time as _time

_LEARNER_FILE = ${JSON.stringify(LEARNER_FILENAME)}
_ALLOWED_MODULES = frozenset(${JSON.stringify(ALLOWED_PYTHON_MODULES)})
_MAX_LINE_CHARS = ${OUTPUT_CAPS.maxLineChars}
_MAX_OUTPUT_CHARS = ${OUTPUT_CAPS.maxTotalChars}
_OUTPUT_CUT_NOTE = ${JSON.stringify(OUTPUT_CUT_NOTE)}
_LINES_PER_CLOCK_CHECK = ${LINES_PER_CLOCK_CHECK}


class _Halt(BaseException):
    """Ends a run that went over the time limit or the operation budget (not catchable as Exception)."""

    def __init__(self, kind, line):
        super().__init__(kind)
        self.kind = kind
        self.line = line


def _clock():
    """Milliseconds, read in Python: nothing of JavaScript is handed to the harness."""
    return _time.perf_counter() * 1000


def _learner_line():
    frame = _sys._getframe(2)
    while frame is not None and frame.f_code.co_filename != _LEARNER_FILE:
        frame = frame.f_back
    return frame.f_lineno if frame is not None else None


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


class _Recorder:
    def __init__(self, max_operations, keep):
        self.operations = []
        self.keep = keep
        self.max_operations = max_operations
        self.total = 0
        self.counts = {"reads": 0, "writes": 0, "swaps": 0, "comparisons": 0, "visits": 0, "edges": 0}
        # (index, value, previous) of the latest operation when it was a write, for folding swaps.
        self.last_write = None

    def _add(self, kind, operation, line):
        self.total += 1
        if self.total > self.max_operations:
            raise _Halt("budget", line)
        self.counts[kind] += 1
        if self.keep:
            self.operations.append(operation)

    def read(self, index, value):
        line = _learner_line()
        self.last_write = None
        self._add("reads", ("r", index, value, line), line)

    def write(self, index, value, previous):
        line = _learner_line()
        last = self.last_write
        if last is not None and last[0] != index and last[1] == previous and last[2] == value:
            # This write and the one before exchanged two values: they are one swap.
            # A swap counts once among the swaps and twice among the writes, as in JavaScript.
            self.last_write = None
            self.counts["writes"] += 1
            self.counts["swaps"] += 1
            if self.keep:
                self.operations[-1] = ("s", last[0], index, line)
            return
        self._add("writes", ("w", index, value, previous, line), line)
        self.last_write = (index, value, previous)

    def compare(self, left, right):
        line = _learner_line()
        self.last_write = None
        operation = ("c", _plain(left), _plain(right), _index_of(left), _index_of(right), line)
        self._add("comparisons", operation, line)

    def visit(self, vertex):
        line = _learner_line()
        self.last_write = None
        self._add("visits", ("v", vertex, line), line)

    def edge(self, source, target):
        line = _learner_line()
        self.last_write = None
        self._add("edges", ("e", source, target, line), line)


_recorder = None


def _index_of(value):
    return getattr(value, "_queuebee_index", None)


def _plain(value):
    if isinstance(value, _TrackedInt):
        return int.__int__(value)
    if isinstance(value, _TrackedFloat):
        return float.__float__(value)
    return value


def _recording_comparison(operator):
    def compare(self, other):
        if not _is_number(other):
            return NotImplemented
        result = operator(_plain(self), _plain(other))
        _recorder.compare(self, other)
        return result

    return compare


def _comparisons(cls):
    for name in ("lt", "le", "gt", "ge", "eq", "ne"):
        setattr(cls, f"__{name}__", _recording_comparison(getattr(_operator, name)))
    cls.__hash__ = cls.__mro__[1].__hash__
    return cls


@_comparisons
class _TrackedInt(int):
    """An int read from the array, remembering its index so comparing it records a comparison."""


@_comparisons
class _TrackedFloat(float):
    """A float read from the array, remembering its index."""


def _tracked(value, index):
    if isinstance(value, bool) or not _is_number(value):
        return value
    tracked = _TrackedInt(value) if isinstance(value, int) else _TrackedFloat(value)
    tracked._queuebee_index = index
    origin = getattr(value, "_queuebee_origin", None)
    if origin is not None:
        tracked._queuebee_origin = origin
    return tracked


def _with_origin(value, origin):
    """A number that remembers the position it started at, for the stability check."""
    tagged = _TrackedInt(value) if isinstance(value, int) else _TrackedFloat(value)
    tagged._queuebee_origin = origin
    return tagged


def _stored(value):
    """What the array keeps of a value written to it: its number, and where it started if it is known."""
    origin = getattr(value, "_queuebee_origin", None)
    plain = _plain(value)
    return plain if origin is None or not _is_number(plain) else _with_origin(plain, origin)


class _RecordingList(list):
    """The learner's array: reads and writes by index are recorded."""

    def _position(self, index):
        index = _operator.index(index)
        return index + len(self) if index < 0 else index

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        value = list.__getitem__(self, index)
        position = self._position(index)
        if _is_number(value):
            _recorder.read(position, _plain(value))
        return _tracked(value, position)

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            positions = range(*index.indices(len(self)))
            values = list(value)
            if len(values) == len(positions):
                for position, item in zip(positions, values):
                    self[position] = item
            else:
                list.__setitem__(self, index, [_stored(item) for item in values])
            return
        stored = _stored(value)
        value = _plain(value)
        previous = _plain(list.__getitem__(self, index))
        list.__setitem__(self, index, stored)
        if _is_number(value) and _is_number(previous):
            _recorder.write(self._position(index), value, previous)

    def __iter__(self):
        for index in range(len(self)):
            yield self[index]


class _RecordingNeighbours(list):
    """One vertex's neighbours: each one read is an edge examined."""

    def __init__(self, vertex, neighbours):
        super().__init__(neighbours)
        self._vertex = vertex

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        target = list.__getitem__(self, index)
        _recorder.edge(self._vertex, target)
        return target

    def __iter__(self):
        for index in range(len(self)):
            yield self[index]


class _RecordingGraph(dict):
    """The adjacency list: looking up a vertex's neighbours the first time visits it."""

    def __init__(self, adjacency):
        super().__init__((vertex, _RecordingNeighbours(vertex, targets)) for vertex, targets in adjacency.items())
        self._visited = set()

    def __getitem__(self, vertex):
        neighbours = dict.__getitem__(self, vertex)
        if vertex not in self._visited:
            self._visited.add(vertex)
            _recorder.visit(vertex)
        return neighbours

    def get(self, vertex, default=None):
        return self[vertex] if vertex in self else default


class _Output:
    """Where print writes: whole lines within the output caps, as OutputCollector (outputCaps.ts) keeps them."""

    def __init__(self, max_lines):
        self.max_lines = max_lines
        self.lines = []
        # The line being written, already cut to what can be kept, or None between lines.
        self.partial = None
        self.chars = 0
        self.truncated = False

    def _full(self):
        return len(self.lines) >= self.max_lines or self.chars >= _MAX_OUTPUT_CHARS

    def write(self, text):
        text = str(text)
        start = 0
        while True:
            end = text.find("\n", start)
            stop = len(text) if end == -1 else end
            if stop > start or end != -1:
                if self.partial is None and self._full():
                    self.truncated = True
                    return len(text)
                self._extend(text, start, stop)
            if end == -1:
                return len(text)
            self._end_line()
            start = end + 1

    def _extend(self, text, start, stop):
        current = self.partial or ""
        room = min(_MAX_LINE_CHARS - len(current), _MAX_OUTPUT_CHARS - self.chars - len(current))
        if stop - start > room:
            self.truncated = True
            stop = start + max(room, 0)
        self.partial = current + text[start:stop]

    def _end_line(self):
        line = self.partial or ""
        self.lines.append(line)
        self.chars += len(line)
        self.partial = None

    def flush(self):
        pass

    def finish(self):
        if self.partial is not None:
            self._end_line()
        if self.truncated:
            self.lines.append(_OUTPUT_CUT_NOTE)


def _guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
    if level != 0 or name not in _ALLOWED_MODULES:
        raise ImportError(f"import of '{name}' is not available here: only {', '.join(sorted(_ALLOWED_MODULES))}")
    return _builtins.__import__(name, globals, locals, fromlist, level)


_LEARNER_BUILTINS = {
    name: value
    for name, value in vars(_builtins).items()
    if name not in ("open", "input", "breakpoint", "exit", "quit", "help", "copyright", "credits", "license")
}
_LEARNER_BUILTINS["__import__"] = _guarded_import


def _tracer(clock, deadline):
    # Each line event's frame is the learner's: the line of the last one is where a run stops.
    state = {"lines": 0}

    def on_line(frame, event, arg):
        if event == "line":
            state["lines"] += 1
            if state["lines"] % _LINES_PER_CLOCK_CHECK == 0 and clock() > deadline:
                _halting()
                raise _Halt("timeout", frame.f_lineno)
        return on_line

    def on_call(frame, event, arg):
        return on_line if frame.f_code.co_filename == _LEARNER_FILE else None

    return on_call


def _install_guard(line_finder, tracer):
    """
    Refuses, for good, what would let the learner's code switch the time limit off or walk out of its own
    frames: while any frame of the learner's code is running, turning tracing or profiling off or over,
    reading a traceback's, generator's or coroutine's frame, and the garbage collector's object lists.
    An audit hook cannot be removed, and its code and constants cannot be changed from Python. Python
    turns tracing off itself when the tracer stops a run; \`halting\`, called only from the tracer's
    line function, lets that one through.
    """
    getframe = _sys._getframe
    on_line = next(const for const in tracer.__code__.co_consts if getattr(const, "co_name", None) == "on_line")
    permit = [False]

    def halting():
        if getframe(1).f_code is on_line:
            permit[0] = True

    allowed_lookers = (line_finder, halting.__code__)
    refused_attributes = frozenset(("tb_frame", "gi_frame", "cr_frame", "ag_frame"))
    refused_events = frozenset(("sys.settrace", "sys.setprofile", "sys._getframe", "gc.get_objects", "gc.get_referrers", "gc.get_referents"))
    busy = [False]

    def guard(event, args):
        # The hook's own look at the stack is an audited event too.
        if busy[0] or not (event in refused_events or (event == "object.__getattr__" and args[1] in refused_attributes)):
            return
        busy[0] = True
        try:
            frame = getframe(1)
            if event == "sys._getframe" and any(frame.f_code is code for code in allowed_lookers):
                return
            if event == "sys.settrace" and permit[0]:
                permit[0] = False
                return
            while frame is not None:
                if frame.f_code.co_filename == ${JSON.stringify(LEARNER_FILENAME)}:
                    name = args[1] if event == "object.__getattr__" else event
                    raise RuntimeError(f"{name} is not available here")
                frame = frame.f_back
        finally:
            busy[0] = False

    _sys.addaudithook(guard)
    return halting


_halting = _install_guard(_learner_line.__code__, _tracer)
del _install_guard


def _json_safe(value, depth=0):
    if depth > 50:
        return repr(value)
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, (int, float)):
        value = _plain(value)
        if isinstance(value, float) and not _math.isfinite(value):
            return None
        return value
    if isinstance(value, list):
        # list.__iter__, so turning the array into the reply records no reads.
        return [_json_safe(item, depth + 1) for item in list.__iter__(value)]
    if isinstance(value, tuple):
        return [_json_safe(item, depth + 1) for item in value]
    if isinstance(value, dict):
        return {str(key): _json_safe(item, depth + 1) for key, item in dict.items(value)}
    return repr(value)


def _learner_position(error):
    """The learner's line and the UTF-8 byte offset of the failing expression in it, from a traceback."""
    line = None
    offset = None
    trace = error.__traceback__
    while trace is not None:
        code = trace.tb_frame.f_code
        if code.co_filename == _LEARNER_FILE:
            line = trace.tb_lineno
            offset = None
            for index, position in enumerate(code.co_positions()):
                if index == trace.tb_lasti // 2:
                    if position[0] == line and position[2] is not None:
                        offset = position[2]
                    break
        trace = trace.tb_next
    return line, offset


_SIGNATURES = ${JSON.stringify(TASK_SIGNATURES)}


def _error(kind, message, line=None, column=None, column_unit=None):
    return {"kind": kind, "message": message, "line": line, "column": column, "columnUnit": column_unit}


_RANGE_PAIRS = ${JSON.stringify(RANGE_PAIRS)}
_LENGTH_NAMES = frozenset(${JSON.stringify([...LENGTH_NAMES])})
_ARGUMENT_NAMES = ${JSON.stringify(ARGUMENT_NAMES)}


def _find_entry(tree, task, chosen):
    """The function to call, found as in JavaScript (entry.ts): ("found", def), ("ask", names) or ("none", None)."""
    functions = {}
    for node in tree.body:
        if isinstance(node, (_ast.FunctionDef, _ast.AsyncFunctionDef)):
            functions[node.name] = node
    if not functions:
        return "none", None
    if chosen in functions:
        return "found", functions[chosen]
    if task in functions:
        return "found", functions[task]
    called = set()
    for name, function in functions.items():
        for node in _ast.walk(function):
            if isinstance(node, _ast.Name) and node.id != name and node.id in functions:
                called.add(node.id)
    roots = [name for name in functions if name not in called]
    named = [name for name in functions if name.lower().endswith(task)]
    if len(named) == 1:
        return "found", functions[named[0]]
    named_roots = [name for name in named if name in roots]
    if len(named_roots) == 1:
        return "found", functions[named_roots[0]]
    if not named and len(roots) == 1:
        return "found", functions[roots[0]]
    return "ask", named_roots or roots or list(functions)


def _extra_arguments(function, task, n):
    """0 and n - 1 for parameters named like a range after the task's own, n for one named like a length."""
    if task == "bfs":
        return []
    positional = function.args.posonlyargs + function.args.args
    required = positional[: len(positional) - len(function.args.defaults)]
    names = [argument.arg.lower() for argument in required[1 if task == "sort" else 2 :]]
    if len(names) >= 2 and [names[0], names[1]] in _RANGE_PAIRS:
        return [0, n - 1]
    if names and names[0] in _LENGTH_NAMES:
        return [n]
    return []


def _queuebee_run(code, input_json, limits_json, clock=_clock):
    global _recorder
    task_input = _json.loads(input_json)
    limits = _json.loads(limits_json)
    task = task_input["task"]
    _recorder = _Recorder(limits["maxOperations"], not limits["countOnly"])
    output = _Output(limits["maxOutputLines"])
    reply = {"returned": None, "finalArray": None, "error": None}

    try:
        tree = _ast.parse(code, _LEARNER_FILE)
        compiled = compile(tree, _LEARNER_FILE, "exec")
    except SyntaxError as error:
        reply["error"] = _error("syntax", f"{type(error).__name__}: {error.msg}", error.lineno, error.offset, "code-point")
        compiled = None

    entry = None
    if compiled is not None:
        found, entry = _find_entry(tree, task, limits.get("entry"))
        if found == "ask":
            reply["candidates"] = entry
            reply["error"] = _error(
                "exception",
                f"Your code has {len(entry)} functions that could be the {task}: {', '.join(entry)}. Pick the one to call.",
            )
            compiled = None
            entry = None

    array = None
    if compiled is not None:
        if task == "bfs":
            arguments = (_RecordingGraph(task_input["adjacency"]), task_input["source"])
        else:
            values = task_input["array"]
            if limits.get("tagOrigins") and task == "sort":
                values = [_with_origin(value, index) for index, value in enumerate(values)]
            array = _RecordingList(values)
            arguments = (array, task_input["target"]) if task == "search" else (array,)
        if entry is not None:
            extra = _extra_arguments(entry, task, 0 if array is None else len(values))
            arguments = (*arguments, *extra)
            if entry.name != task or extra:
                reply["call"] = f"{entry.name}({', '.join([*_ARGUMENT_NAMES[task], *map(str, extra)])})"
        # Not "__main__": a pasted file's own "if __name__ == '__main__':" block does not run.
        namespace = {"__name__": "your_code", "__builtins__": _LEARNER_BUILTINS}
        streams = (_sys.stdout, _sys.stderr)
        _sys.stdout = _sys.stderr = output
        deadline = clock() + limits["maxMillis"]
        try:
            _sys.settrace(_tracer(clock, deadline))
            try:
                exec(compiled, namespace)
                function = namespace.get(task if entry is None else entry.name)
                if not callable(function):
                    reply["error"] = _error("exception", f"Define a function {_SIGNATURES[task]}: your code has none.")
                else:
                    result = function(*arguments)
                    reply["returned"] = _json_safe(result)
                    if limits.get("tagOrigins") and isinstance(result, list) and result is not array:
                        reply["returnedOrigins"] = [getattr(value, "_queuebee_origin", None) for value in list.__iter__(result)]
            finally:
                _sys.settrace(None)
        except _Halt as halt:
            # The page words both limits, the same for every language.
            message = limits["timeoutMessage"] if halt.kind == "timeout" else limits["budgetMessage"]
            reply["error"] = _error(halt.kind, message, halt.line)
        except BaseException as error:
            line, offset = _learner_position(error)
            column = None if offset is None else offset + 1
            reply["error"] = _error("exception", f"{type(error).__name__}: {error}", line, column, "utf-8")
        finally:
            _sys.stdout, _sys.stderr = streams
            output.finish()

    if array is not None:
        reply["finalArray"] = [_json_safe(value) for value in list.__iter__(array)]
        if limits.get("tagOrigins"):
            reply["finalOrigins"] = [getattr(value, "_queuebee_origin", None) for value in list.__iter__(array)]
    reply["operations"] = _recorder.operations
    reply["counts"] = _recorder.counts
    reply["output"] = output.lines
    reply["outputTruncated"] = output.truncated
    _recorder = None
    return _json.dumps(reply, allow_nan=False)
`;
