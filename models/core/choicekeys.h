#pragma once
// A choice's name in files and `--set` (a strategy, a recomputation…), looked up both ways in one table of
// (value, name) pairs, so that the two directions cannot disagree.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace infralab {

template <class Choice, std::size_t Size>
using ChoiceNames = std::array<std::pair<Choice, std::string_view>, Size>;

/// The name of `value` in `names`, or `fallback` for a value the table does not list.
template <class Choice, std::size_t Size>
constexpr std::string_view choiceName(const ChoiceNames<Choice, Size> &names, Choice value,
                                      std::string_view fallback)
{
    for (const auto &[choice, name] : names)
        if (choice == value) return name;
    return fallback;
}

/// The value named `name` in `names`, or none for a name the table does not list.
template <class Choice, std::size_t Size>
constexpr std::optional<Choice> choiceNamed(const ChoiceNames<Choice, Size> &names, std::string_view name)
{
    for (const auto &[choice, listed] : names)
        if (listed == name) return choice;
    return std::nullopt;
}

} // namespace infralab
