"""A faster ``__init__`` for the frozen, slotted dataclasses made once per action or question.

A frozen dataclass sets each field in ``__init__`` with ``object.__setattr__(self, name,
value)``: a slot wrapper called through a tuple of arguments, the dearest part of making a
:class:`~dealer_trainer.engine.state.Move` (one per action) or a quiz ``Question``. Calling each
slot's own descriptor (``Move.__dict__["to"].__set__``) stores the same value in the same
slot in about half the time. :func:`fast_init` gives a class such an ``__init__``, with the
same parameters, defaults and default factories, calling ``__post_init__`` as dataclasses do;
everything else (``__eq__``, ``__hash__``, ``__repr__``, freezing, ``replace``) is the
dataclass's own.

:func:`fast_new` goes further for the commonest of them (a ``Move`` per action): a plain
function, not a call of the class, that fills an unfrozen twin class with the same slots by
ordinary attribute stores and then gives the instance the frozen class (``__class__``
assignment, allowed between two classes of the same slots).

>>> from dataclasses import FrozenInstanceError, dataclass, field
>>> @fast_init
... @dataclass(frozen=True, slots=True)
... class Chip:
...     value: int
...     colour: str = "white"
...     marks: tuple[str, ...] = field(default_factory=tuple)
>>> Chip(5, colour="red"), Chip(1) == Chip(1, "white", ())
(Chip(value=5, colour='red', marks=()), True)
>>> Chip(5).value = 25
Traceback (most recent call last):
...
dataclasses.FrozenInstanceError: cannot assign to field 'value'
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["fast_init", "fast_new"]

T = TypeVar("T")


class _Factory:
    """Stands for "not given" where a field's default comes from a factory (shown as the
    dataclass's own marker is, in a signature)."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def fast_init(cls: type[T]) -> type[T]:
    """Give a frozen, slotted dataclass an ``__init__`` that sets its slots directly.

    Put it above ``@dataclass(frozen=True, slots=True)``. A class with fields outside
    ``__init__`` or with init-only variables is refused (:class:`TypeError`): none is used.
    """
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen dataclass with slots")
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    names = [f.name for f in fields]
    taken = list(inspect.signature(cls.__init__).parameters)[1:]  # the dataclass's own
    if any(not f.init for f in fields) or taken != names:  # init=False fields, InitVars
        raise TypeError(f"{cls.__name__} has fields outside __init__: not supported")
    namespace: dict[str, Any] = {"_FACTORY": _FACTORY}
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    for f in fields:
        name = f.name
        # the slot's member descriptor: a subclass's inherited fields sit in its bases' slots
        setter = next(k.__dict__[name] for k in cls.__mro__ if name in k.__dict__)
        namespace[f"_set_{name}"] = setter.__set__
        if f.default is not dataclasses.MISSING:
            namespace[f"_default_{name}"] = f.default
            param = f"{name}=_default_{name}"
        elif f.default_factory is not dataclasses.MISSING:
            namespace[f"_factory_{name}"] = f.default_factory
            param = f"{name}=_FACTORY"
            body.append(f"    if {name} is _FACTORY:\n        {name} = _factory_{name}()")
        else:
            param = name
        (keyword if f.kw_only else positional).append(param)
        body.append(f"    _set_{name}(self, {name})")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    signature = ", ".join(["self", *positional, *(["*", *keyword] if keyword else [])])
    source = f"def __init__({signature}):\n" + "\n".join(body or ["    pass"]) + "\n"
    exec(source, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = {n: a for n, a in cls.__init__.__annotations__.items() if n in names}
    init.__annotations__["return"] = None
    cls.__init__ = init  # type: ignore[method-assign]
    return cls


def fast_new(cls: type[T]) -> Callable[..., T]:
    """A function making an instance of a frozen, slotted dataclass from its fields, given
    in order (positional, each one): the same instance ``cls(*fields)`` makes, in about half
    the time of even :func:`fast_init`'s ``__init__``.

    It makes an instance of a twin class that has ``cls``'s slots and no freezing, stores
    each field with a plain attribute store (the slot's own descriptor, as ``cls`` has it),
    then sets its ``__class__`` to ``cls``: the two classes have the same base and the same
    slots, so the instance is laid out as one of ``cls`` (Python checks this on the
    assignment). A class with a base other than ``object``, keyword-only fields, fields
    outside ``__init__`` or a ``__post_init__`` is refused (:class:`TypeError`).

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True, slots=True)
    ... class Bet:
    ...     seat: int
    ...     amount: int
    >>> new_bet = fast_new(Bet)
    >>> new_bet(2, 600) == Bet(2, 600), type(new_bet(2, 600)) is Bet
    (True, True)
    """
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen dataclass with slots")
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    names = [f.name for f in fields]
    if (
        cls.__bases__ != (object,)
        or tuple(cls.__dict__["__slots__"]) != tuple(names)
        or any(not f.init or f.kw_only for f in fields)
        or hasattr(cls, "__post_init__")
    ):
        raise TypeError(f"{cls.__name__}: fast_new takes only plain positional fields")
    twin = type(f"_{cls.__name__}Fields", (), {"__slots__": tuple(names)})
    namespace: dict[str, Any] = {"_new": object.__new__, "_twin": twin, "_cls": cls}
    body = ["    self = _new(_twin)"]
    body += [f"    self.{name} = {name}" for name in names]
    body += ["    self.__class__ = _cls", "    return self"]
    source = f"def new({', '.join(names)}):\n" + "\n".join(body) + "\n"
    exec(source, namespace)
    new: Callable[..., T] = namespace["new"]
    new.__qualname__ = new.__name__ = f"new_{cls.__name__}"
    new.__module__ = cls.__module__
    return new
