# Typing stub: the part of Pyodide that web/ uses (pyodide.ffi only).
