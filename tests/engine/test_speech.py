"""Spoken amounts and verbal declarations, as a dealer hears them."""

from __future__ import annotations

import ast
import inspect
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.engine import speech
from dealer_trainer.engine.speech import (
    Declaration,
    DeclarationKind,
    SpeechError,
    SpokenNumber,
    parse_amount,
    parse_declaration,
    parse_number,
    resolve_ambiguous_amount,
)

K = DeclarationKind

# --- a number-to-words generator, written independently of the parser ------------------------

ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def below_100(n: int, hyphen: bool) -> str:
    assert 1 <= n <= 99
    if n < 20:
        return ONES[n]
    tens, ones = divmod(n, 10)
    if not ones:
        return TENS[tens]
    return TENS[tens] + ("-" if hyphen else " ") + ONES[ones]


def below_1000(n: int, hyphen: bool, use_and: bool, article: bool) -> str:
    assert 1 <= n <= 999
    hundreds, rest = divmod(n, 100)
    parts: list[str] = []
    if hundreds:
        parts += ["a" if article and hundreds == 1 else ONES[hundreds], "hundred"]
    if rest:
        if hundreds and use_and:
            parts.append("and")
        parts.append(below_100(rest, hyphen))
    return " ".join(parts)


@st.composite
def spoken_words(draw: st.DrawFn, n: int) -> str:
    """One of the ways a player says ``n`` (1..99,999) in words."""
    hyphen = draw(st.booleans())
    use_and = draw(st.booleans())
    article = draw(st.booleans())
    thousands, rest = divmod(n, 1000)
    hundreds_form = 1100 <= n <= 9999 and (n // 100) % 10 != 0
    if hundreds_form and draw(st.booleans()):
        # "fourteen hundred", "twenty-five hundred and six"
        text = below_100(n // 100, hyphen) + " hundred"
        if n % 100:
            text += (" and " if use_and else " ") + below_100(n % 100, hyphen)
    else:
        parts: list[str] = []
        if thousands:
            parts += [below_1000(thousands, hyphen, use_and, article), "thousand"]
        if rest:
            if thousands and use_and and rest < 100:
                parts.append("and")
            parts.append(below_1000(rest, hyphen, use_and, article))
        text = " ".join(parts)
    if draw(st.booleans()):
        text = text.capitalize()
    return text


@st.composite
def spoken_digits(draw: st.DrawFn, n: int) -> str:
    """``n`` in digits, in the forms a dealer sees written."""
    forms = [str(n), f"{n:,}", f"{n:,}".replace(",", " ")]
    if n % 1000 == 0:
        forms += [f"{n // 1000}k", f"{n // 1000}K", f"{n // 1000} thousand", f"{n // 1000} grand"]
    elif n % 100 == 0:
        forms.append(f"{n // 1000}.{(n % 1000) // 100}k")
    if n >= 1000:
        forms.append(f"{n // 1000} thousand {n % 1000}" if n % 1000 else f"{n // 1000} thousand")
    return draw(st.sampled_from(forms))


def test_generator_spot_checks() -> None:
    assert (
        below_1000(125, hyphen=True, use_and=True, article=False) == "one hundred and twenty-five"
    )
    assert below_100(40, hyphen=True) == "forty"


# --- amounts --------------------------------------------------------------------------------


@given(
    st.integers(min_value=1, max_value=99_999).flatmap(
        lambda n: st.tuples(st.just(n), spoken_words(n))
    )
)
def test_words_round_trip(case: tuple[int, str]) -> None:
    n, text = case
    number = parse_number(text)
    assert number.value == n, text
    assert number.bare == (n < 100), text


@given(
    st.integers(min_value=1, max_value=99_999).flatmap(
        lambda n: st.tuples(st.just(n), spoken_digits(n))
    )
)
def test_digits_round_trip(case: tuple[int, str]) -> None:
    n, text = case
    assert parse_number(text) == SpokenNumber(n, bare=False), text


@given(
    st.integers(min_value=1, max_value=99_999).flatmap(
        lambda n: st.tuples(st.just(n), spoken_words(n))
    )
)
def test_raise_to_words_round_trip(case: tuple[int, str]) -> None:
    n, text = case
    declaration = parse_declaration(f"Raise to {text}.")
    assert (declaration.kind, declaration.amount) == (K.RAISE, n)


@pytest.mark.parametrize(
    ("text", "value", "bare"),
    [
        ("five", 5, True),
        ("twenty-five", 25, True),
        ("twenty five", 25, True),
        ("fourteen hundred", 1_400, False),
        ("sixteen hundred", 1_600, False),
        ("twenty-five hundred", 2_500, False),
        ("two thousand", 2_000, False),
        ("two thousand five hundred", 2_500, False),
        ("two thousand and fifty", 2_050, False),
        ("eight thousand", 8_000, False),
        ("a thousand", 1_000, False),
        ("a hundred and fifty", 150, False),
        ("one hundred twenty-five", 125, False),
        ("1.5k", 1_500, False),
        ("2k", 2_000, False),
        ("15k", 15_000, False),
        ("15 K", 15_000, False),
        ("one point five k", 1_500, False),
        ("two point five thousand", 2_500, False),
        ("0.5k", 500, False),
        ("1,600", 1_600, False),
        ("1600", 1_600, False),
        ("1 600", 1_600, False),
        ("1 600 000", 1_600_000, False),
        ("2 thousand", 2_000, False),
        ("15 hundred", 1_500, False),
        ("two grand", 2_000, False),
        ("1.2 million", 1_200_000, False),
        ("three million four hundred thousand", 3_400_000, False),
        ("fifteen hundred thousand", 1_500_000, False),
        ("5", 5, False),
        ("$500", 500, False),
    ],
)
def test_amounts(text: str, value: int, bare: bool) -> None:
    assert parse_number(text) == SpokenNumber(value, bare)
    assert parse_amount(text) == value


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("nine fifty", r"'nine fifty' is not one clear amount .* say 'nine hundred fifty'"),
        ("one twenty", r"say 'one hundred twenty'"),
        ("five five", "not one clear amount"),
        ("twenty five fifty", r"say 'twenty five hundred fifty'"),
        ("1.5", "not a whole amount"),
        ("1.600", "not a whole amount"),
        ("1.2345k", "not a whole amount"),
        ("1,60", "'1,60' is not a number"),
        ("1,5k", "'1,5' is not a number"),
        ("5 50", "'5 50' is not one number"),
        ("two thousand fifteen hundred", "after 'thousand' the rest must be less than 1,000"),
        ("five hundred 250", "after 'hundred' the rest must be less than 100"),
        ("thousand thousand", "'thousand' cannot follow 'thousand'"),
        ("two thousand three million", "'million' cannot follow 'thousand'"),
        ("two thousand 1.5 hundred", "a decimal goes only at the start"),
        ("one hundred hundred", "'hundred' is out of place"),
        ("two hundred and", "'and' is out of place"),
        ("and five", "'and' is out of place"),
        ("a", "'a' must come before 'hundred'"),
        ("a five", "'a' must come before 'hundred'"),
        ("one zero", "not one clear amount"),
        ("zero hundred", "'zero' cannot be part of a larger amount"),
        ("one point k", "'point' is out of place"),
        ("eleventy", "'eleventy' is not part of an amount"),
        ("", "expected an amount"),
        ("five %", r"did not understand '%'"),
        ("9" * 5000, "too large an amount"),
        ("1" + "0" * 16, "too large an amount"),
        ("999 million million", "'million' cannot follow 'million'"),
        ("2,000,000,000 million", "too large an amount"),
    ],
)
def test_amounts_refused(text: str, message: str) -> None:
    with pytest.raises(SpeechError, match=message):
        parse_number(text)


# --- declarations: the corpus vectors --------------------------------------------------------


def test_nl16_spoken_amounts_are_amounts() -> None:
    """NL-16: 'fourteen hundred' / 'sixteen hundred' with no 'raise' declared."""
    fourteen = parse_declaration("fourteen hundred")
    sixteen = parse_declaration("Sixteen hundred.")
    assert (fourteen.kind, fourteen.amount, fourteen.bare_amount) == (K.AMOUNT, 1_400, False)
    assert (sixteen.kind, sixteen.amount, sixteen.bare_amount) == (K.AMOUNT, 1_600, False)


def test_nl17_raise_amount_is_the_total() -> None:
    """NL-17: A opens 2,000; B says 'Raise, eight thousand': 8,000 in all."""
    declaration = parse_declaration("Raise, eight thousand")
    assert (declaration.kind, declaration.amount) == (K.RAISE, 8_000)


def test_vd01_verbal_amount() -> None:
    """VD-01: 'two thousand' is a bet of 2,000."""
    declaration = parse_declaration("two thousand")
    assert (declaration.kind, declaration.amount, declaration.bare_amount) == (
        K.AMOUNT,
        2_000,
        False,
    )


def test_vd02_unclear_amount() -> None:
    """VD-02: 'I bet five' at 200/400: 500 with a 3,800 pot, 5,000 with a 6,000 pot."""
    declaration = parse_declaration("I bet five")
    assert (declaration.kind, declaration.amount, declaration.bare_amount) == (K.BET, 5, True)
    assert declaration.resolved_amount(pot=3_800, minimum=400) == 500
    assert declaration.resolved_amount(pot=6_000, minimum=400) == 5_000
    assert resolve_ambiguous_amount(5, pot=3_800) == 500
    assert resolve_ambiguous_amount(5, pot=6_000) == 5_000


def test_vd07_call() -> None:
    """VD-07: 'call' commits to the full current action; no amount is said."""
    assert parse_declaration("call") == Declaration(K.CALL, None, "call")


def test_vd10_i_bet_the_pot() -> None:
    """VD-10: 'I bet the pot' is a pot declaration (the rulings code sizes it)."""
    assert parse_declaration("I bet the pot").kind is K.POT


def test_ro08_all_in() -> None:
    """RO-08: B says 'all in' (ruled a call by the rulings code)."""
    assert parse_declaration("all in").kind is K.ALL_IN


# --- declarations: the forms -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "amount"),
    [
        ("check", K.CHECK, None),
        ("Check.", K.CHECK, None),
        ("call", K.CALL, None),
        ("I call", K.CALL, None),
        ("I'll call", K.CALL, None),
        ("call two thousand", K.CALL, 2_000),
        ("fold", K.FOLD, None),
        ("I fold", K.FOLD, None),
        ("FOLD!", K.FOLD, None),
        ("raise", K.RAISE, None),
        ("I raise", K.RAISE, None),
        ("raise to 800", K.RAISE, 800),
        ("raise 800", K.RAISE, 800),
        ("Raise... to 800!", K.RAISE, 800),
        ("I'm going to raise to 1,600.", K.RAISE, 1_600),
        ("make it twelve hundred", K.RAISE, 1_200),
        ("raise, eight thousand", K.RAISE, 8_000),
        ("bet", K.BET, None),
        ("bet 500", K.BET, 500),
        ("I bet 1.5k", K.BET, 1_500),
        ("pot", K.POT, None),
        ("Pot.", K.POT, None),
        ("bet the pot", K.POT, None),
        ("bet pot", K.POT, None),
        ("I bet the pot", K.POT, None),
        ("raise the pot", K.POT, None),
        ("raise to the pot", K.POT, None),
        ("all in", K.ALL_IN, None),
        ("all-in", K.ALL_IN, None),
        ("All-In", K.ALL_IN, None),
        ("allin", K.ALL_IN, None),
        ("I'm all in", K.ALL_IN, None),
        ("I’m ALL-IN!", K.ALL_IN, None),
        ("I am all in", K.ALL_IN, None),
        ("bet all in", K.ALL_IN, None),
        ("raise all-in", K.ALL_IN, None),
        ("shove", K.ALL_IN, None),
        ("fourteen hundred", K.AMOUNT, 1_400),
        ("1,600", K.AMOUNT, 1_600),
        ("five", K.AMOUNT, 5),
    ],
)
def test_declarations(text: str, kind: DeclarationKind, amount: int | None) -> None:
    declaration = parse_declaration(text)
    assert (declaration.kind, declaration.amount, declaration.text) == (kind, amount, text)
    assert Declaration.parse(text) == declaration


@pytest.mark.parametrize(
    ("text", "bare"),
    [
        ("I bet five", True),
        ("bet twenty-five", True),
        ("bet 5", False),
        ("bet five hundred", False),
    ],
)
def test_bare_amount_is_recorded(text: str, bare: bool) -> None:
    assert parse_declaration(text).bare_amount is bare


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "nothing to read"),
        ("  ?! ", "nothing to read"),
        ("I'm", "says no action"),
        ("blah", r"did not understand 'blah' in 'blah'"),
        ("I raise like a lot", r"did not understand 'like', 'lot' in 'I raise like a lot'"),
        ("fold now", r"did not understand 'now'"),
        ("bet the pot please", r"did not understand 'please'"),
        ("raise @ 800", r"did not understand '@'"),
        ("check 500", r"did not understand '500' after 'check'"),
        ("pot 500", r"did not understand '500' after 'pot'"),
        ("all in 500", r"did not understand '500' after 'all in'"),
        ("raise the pot 500", r"did not understand '500' after 'raise'"),
        ("call and raise", r"more than one action \('call', then 'raise'\)"),
        ("call, all in", r"more than one action \('call', then 'all in'\)"),
        ("check fold", r"more than one action \('check', then 'fold'\)"),
        ("raise to", r"'raise to' needs an amount, as in 'raise to 800'"),
        ("make it", r"'make it' needs an amount"),
        ("raise by 500", "'raise by' is not a standard declaration"),
        ("raise 800 to", r"'to' is not part of an amount"),
        ("raise nine fifty", r"say 'nine hundred fifty'"),
        ("bet zero", "0 is not an amount"),
        ("bet 0", "0 is not an amount"),
        ("five raise", r"'raise' is not part of an amount"),
    ],
)
def test_declarations_refused(text: str, message: str) -> None:
    with pytest.raises(SpeechError, match=message):
        parse_declaration(text)


def test_speech_error_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        parse_declaration("eleventy")


@given(st.text(max_size=40))
def test_any_text_reads_or_says_why(text: str) -> None:
    try:
        declaration = parse_declaration(text)
    except SpeechError as error:
        _assert_says_why(text, error)
    else:
        _assert_read_back(text, declaration)


def _assert_says_why(text: str, error: SpeechError) -> None:
    """A refusal quotes what was said (so the dealer sees what was refused), or says nothing
    was said."""
    message = str(error)
    if message == speech.MESSAGES["empty"]:
        assert not any(c.isalnum() for c in text), text
    else:
        assert repr(text) in message, (text, message)


def _assert_read_back(text: str, declaration: Declaration) -> None:
    """A reading keeps what was said, has an action, a positive amount or none, and its repr
    pastes back to the same reading."""
    assert declaration.text == text
    assert isinstance(declaration.kind, DeclarationKind)
    assert declaration.amount is None or declaration.amount > 0
    assert eval(repr(declaration), {"Declaration": Declaration}) == declaration


@given(
    st.lists(
        st.sampled_from(
            [
                "i",
                "raise",
                "to",
                "bet",
                "the",
                "pot",
                "all",
                "in",
                "call",
                "five",
                "hundred",
                "thousand",
                "and",
                "a",
                "k",
                "1,600",
                "1.5",
                "point",
                "make",
                "it",
                "fold",
            ]
        ),
        max_size=6,
    )
)
def test_word_salad_reads_or_says_why(words: list[str]) -> None:
    text = " ".join(words)
    try:
        declaration = parse_declaration(text)
    except SpeechError as error:
        _assert_says_why(text, error)
    else:
        _assert_read_back(text, declaration)
        if declaration.kind is DeclarationKind.FOLD:
            assert "fold" in words  # a fold is read only from the word itself
        if declaration.amount is None:
            assert declaration.kind is not DeclarationKind.AMOUNT


# --- Declaration values -------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["raise to 800", "I bet five", "I'm all in", "call"])
def test_repr_round_trips(text: str) -> None:
    declaration = parse_declaration(text)
    assert repr(declaration) == f"Declaration.parse({text!r})"
    assert eval(repr(declaration)) == declaration


def test_repr_of_hand_built_declaration() -> None:
    declaration = Declaration(K.RAISE, 900, "raise to 800")
    assert eval(repr(declaration)) == declaration
    assert repr(declaration).startswith("Declaration(kind=DeclarationKind.RAISE")


@pytest.mark.parametrize(
    ("kind", "amount", "bare", "message"),
    [
        (K.FOLD, 100, False, "has no amount"),
        (K.POT, 100, False, "has no amount"),
        (K.ALL_IN, 100, False, "has no amount"),
        (K.AMOUNT, None, False, "needs an amount"),
        (K.BET, 0, False, "above 0"),
        (K.BET, -5, False, "above 0"),
        (K.BET, None, True, "bare amount"),
    ],
)
def test_declaration_validation(
    kind: DeclarationKind, amount: int | None, bare: bool, message: str
) -> None:
    with pytest.raises(SpeechError, match=message):
        Declaration(kind, amount, "x", bare_amount=bare)


def test_resolved_amount_leaves_clear_amounts_alone() -> None:
    assert parse_declaration("bet 5").resolved_amount(pot=6_000, minimum=400) == 5
    assert parse_declaration("bet five hundred").resolved_amount(pot=60_000) == 500
    assert parse_declaration("raise").resolved_amount(pot=6_000) is None


# --- resolve_ambiguous_amount --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spoken", "pot", "minimum", "expected"),
    [
        (5, 3_800, 400, 500),
        (5, 6_000, 400, 5_000),
        (5, 5_000, 400, 5_000),  # "not exceeding": equal to the pot is fine
        (5, 4_999, 400, 500),
        (25, 3_000, 400, 2_500),
        (25, 30_000, 400, 25_000),
        (1, 3_800, 400, 1_000),
        (5, 30, 2, 5),
        (50, 30, 2, 50),  # nothing fits under the pot: the smallest legal reading
        (2, 600, 400, 2_000),  # 200 is below the minimum, 2,000 is the least legal reading
    ],
)
def test_resolve(spoken: int, pot: int, minimum: int, expected: int) -> None:
    assert resolve_ambiguous_amount(spoken, pot, minimum) == expected


def test_resolve_with_other_units() -> None:
    assert resolve_ambiguous_amount(5, 80_000, 4_000, unit_candidates=(1_000, 10_000)) == 50_000


@pytest.mark.parametrize(
    ("args", "error", "message"),
    [
        ((0, 100, 0, (1, 10)), SpeechError, "above 0"),
        ((5, -1, 0, (1, 10)), SpeechError, "the pot cannot be negative"),
        ((5, 100, -1, (1, 10)), SpeechError, "the minimum cannot be negative"),
        ((5, 100, 0, ()), SpeechError, "unit candidates"),
        ((5, 100, 0, (0,)), SpeechError, "unit candidates"),
        ((5, 100, 100_000, (1, 10)), SpeechError, r"no reading of 5 \(5, 50\) reaches the minimum"),
        ((5.0, 100, 0, (1, 10)), TypeError, "whole number"),
        ((5, 100.5, 0, (1, 10)), TypeError, "whole number"),
    ],
)
def test_resolve_refuses(args: tuple[object, ...], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        resolve_ambiguous_amount(*args)  # type: ignore[arg-type]


@given(
    st.integers(min_value=1, max_value=999),
    st.integers(min_value=0, max_value=10**7),
    st.integers(min_value=0, max_value=10**5),
)
def test_resolve_picks_the_largest_reading_within_the_pot(
    spoken: int, pot: int, minimum: int
) -> None:
    readings = [spoken * u for u in (1, 10, 100, 1_000)]
    try:
        result = resolve_ambiguous_amount(spoken, pot, minimum)
    except SpeechError:
        assert max(readings) < minimum
        return
    assert result in readings
    assert result >= minimum
    fitting = [r for r in readings if minimum <= r <= pot]
    if fitting:
        assert result == max(fitting)
    else:
        assert result == min(r for r in readings if r >= minimum)


# --- house style ----------------------------------------------------------------------------


def test_every_kind_is_documented_with_its_rule() -> None:
    tree = ast.parse(inspect.getsource(speech))
    enum = next(
        node
        for node in tree.body
        if isinstance(node, ast.ClassDef) and node.name == "DeclarationKind"
    )
    docs: dict[str, str] = {}
    body = enum.body
    for statement, following in itertools.pairwise(body):
        if isinstance(statement, ast.Assign) and isinstance(following, ast.Expr):
            target = statement.targets[0]
            assert isinstance(target, ast.Name)
            value = following.value
            assert isinstance(value, ast.Constant) and isinstance(value.value, str)
            docs[target.id] = value.value
    assert set(docs) == {member.name for member in DeclarationKind}
    for name, doc in docs.items():
        assert any(cite in doc for cite in ("TDA", "text 2", "corpus")), name


def test_messages_are_in_one_place() -> None:
    assert len(speech.MESSAGES) > 20
    assert all(isinstance(template, str) and template for template in speech.MESSAGES.values())
    # Every SpeechError the module raises takes its text from MESSAGES, by a key that exists:
    # no message is written inline, so all the wording is in the one table.
    tree = ast.parse(inspect.getsource(speech))
    keys: list[str] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "SpeechError"):
            continue
        (arg,) = node.args
        if isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute):
            arg = arg.func.value  # MESSAGES[key].format(...)
        assert isinstance(arg, ast.Subscript), ast.unparse(node)
        assert ast.unparse(arg.value) == "MESSAGES", ast.unparse(node)
        assert isinstance(arg.slice, ast.Constant), ast.unparse(node)
        keys.append(arg.slice.value)
    assert len(keys) > 30 and set(keys) <= set(speech.MESSAGES)
